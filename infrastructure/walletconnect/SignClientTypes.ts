import { type SignClient } from '@walletconnect/sign-client';

/**
 * The sign-client's own types, named once. They are derived from the package's entry (type-only),
 * so the code that needs them never imports the SDK's internal packages and a page loads none of
 * it until WalletConnect is used.
 */
export type SignClientInstance = InstanceType<typeof SignClient>;

/** What `SignClient.init` accepts. */
export type SignClientInitOptions = NonNullable<Parameters<typeof SignClient.init>[0]>;

/** The key-value store the sign-client keeps its pairings, sessions and keys in. */
export type SignClientStorage = NonNullable<SignClientInitOptions['storage']>;
