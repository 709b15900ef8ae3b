import { type CaipAddress, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type WalletConnectClient, type WalletConnectSession } from './WalletConnectClient';

type Listener = (payload: unknown) => void;

/**
 * A WalletConnect session seen as an EIP-1193 provider, the way the chain adapters and the host's
 * `useAppKitProvider` talk to any wallet. What the session says of itself (its chain and accounts
 * changing, its end) the application tells it, and it tells its listeners as a wallet would.
 */
export interface WalletConnectSessionProvider {
  readonly session: WalletConnectSession;
  /** The chain requests go to now. */
  readonly currentChainId: CaipNetworkId;
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): this;
  removeListener(event: string, listener: Listener): this;
  /** The wallet moved to another chain (a session event). */
  chainChanged(chainId: CaipNetworkId): void;
  /** The wallet changed the accounts it shares. */
  accountsChanged(accounts: readonly CaipAddress[]): void;
  /** The session ended: listeners hear it once and are let go. */
  ended(): void;
}

/**
 * Makes the provider of a session: the protocol's side of a connection by QR code, kept out of the
 * application. Its code loads with the first session, not with the page.
 */
export interface WalletConnectSessionProviders {
  /** The provider of `session` on `chainId`, its requests carried by `client`. */
  create(
    client: WalletConnectClient,
    session: WalletConnectSession,
    chainId: CaipNetworkId,
  ): Promise<WalletConnectSessionProvider>;
}

export const WalletConnectSessionProviders: unique symbol = Symbol.for(
  'keyport.WalletConnectSessionProviders',
);
