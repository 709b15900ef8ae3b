import { type ChainNamespace } from '../chain/ChainNamespace';
import { type ConnectorType } from '../connector/Connector';
import { type CaipAddress } from '../network/CaipNetwork';
import { type AccountState, type WalletAccount } from './AccountState';
import { type AccountType } from './AccountType';
import { type AccountHookStatus } from './ConnectionStatus';

/** SPEC §3: what the account hook tells the host about a visitor of the embedded wallet. */
export interface EmbeddedWalletInfo {
  readonly user: {
    readonly email?: string | null | undefined;
    readonly username?: string | null | undefined;
    readonly accounts?: readonly { readonly address: string; readonly type: AccountType }[] | undefined;
  };
  /** The social login used, or `email` when none was (SPEC §3: "authProvider defaulting to email"). */
  readonly authProvider: string;
  readonly accountType: string | undefined;
  readonly isSmartAccountDeployed: boolean;
}

/** SPEC §3 / REFERENCE §5: the account as the host reads it (`getAccount`, `useAppKitAccount`). */
export interface PublicAccount {
  readonly allAccounts: readonly WalletAccount[];
  readonly caipAddress: CaipAddress | undefined;
  readonly address: string | undefined;
  readonly isConnected: boolean;
  readonly status: AccountHookStatus;
  readonly embeddedWalletInfo: EmbeddedWalletInfo | undefined;
}

/**
 * Builds the host's view of one namespace's account. Embedded-wallet details are given only when
 * the namespace is connected through the auth (email/social) connector, the one that knows them.
 */
export function toPublicAccount(
  namespace: ChainNamespace,
  account: AccountState,
  connectorType: ConnectorType | undefined,
  reconnecting = false,
): PublicAccount {
  const isConnected = account.status === 'connected' && Boolean(account.address);
  const status: AccountHookStatus = reconnecting ? 'reconnecting' : (account.status ?? 'disconnected');
  const embeddedWalletInfo: EmbeddedWalletInfo | undefined =
    connectorType === 'AUTH' && isConnected
      ? {
          user: {
            email: account.user?.email,
            username: account.user?.username,
            accounts: account.user?.accounts,
          },
          authProvider: account.socialProvider ?? 'email',
          accountType: account.preferredAccountTypes?.[namespace],
          isSmartAccountDeployed: account.smartAccountDeployed,
        }
      : undefined;
  return {
    allAccounts: account.allAccounts,
    caipAddress: account.caipAddress,
    address: account.address,
    isConnected,
    status,
    embeddedWalletInfo,
  };
}
