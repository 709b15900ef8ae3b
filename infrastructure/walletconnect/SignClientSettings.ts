import { type ProposalOverride } from '../../domain/options/AppKitOptions';
import { type AppMetadata } from '../../domain/theme/AppMetadata';
import { type PageIdentity } from './PageIdentity';
import { type SignClientStorage } from './SignClientTypes';

/** How Keyport's sign-client is started: from the host's options and the deployment. */
export interface SignClientSettings {
  readonly projectId: string;
  /** The relay's WebSocket URL (`apiUrls.walletConnectRelay`). */
  readonly relayUrl: string;
  /** WalletConnect's Verify service, without its `/v3` (`apiUrls.walletConnectVerify`). */
  readonly verifyUrl: string;
  /** The host's `metadata` option, if it gave one. */
  readonly hostMetadata: AppMetadata | undefined;
  /** Reads the page the site runs on when the client starts; none outside a page. */
  readonly page?: (() => PageIdentity | undefined) | undefined;
  /** Keeps this client's keys and sessions apart from other clients' in the same store or process. */
  readonly customStoragePrefix?: string | undefined;
  /** Where sessions are kept; the SDK's default (IndexedDB in a browser) when left out. */
  readonly storage?: SignClientStorage | undefined;
  /** Milliseconds since epoch, for session expiry. */
  readonly now: () => number;
  /** What the host's `universalProviderConfigOverride` changes in each proposal. */
  readonly proposalOverride?: ProposalOverride | undefined;
}
