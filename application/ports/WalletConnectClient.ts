import type { Observable } from 'rxjs';
import type { CaipAddress, CaipNetworkId } from '../../domain/network/CaipNetwork';

export interface WalletConnectPeer {
  readonly name: string;
  readonly icon?: string;
  readonly url?: string;
}

export interface WalletConnectSession {
  readonly topic: string;
  /** Every account the wallet approved, on every chain it approved (CAIP-10). */
  readonly accounts: readonly CaipAddress[];
  readonly peer: WalletConnectPeer;
  /** Seconds since epoch, as the relay protocol counts. */
  readonly expiry: number;
}

export interface PairingProposal {
  /** The `wc:` uri to show as a QR code or hand to a wallet by deep link. */
  readonly uri: string;
  /**
   * Settles when the wallet approves (the session) or rejects: a `USER_REJECTED` KeyportError when
   * the visitor said no in the wallet, another KeyportError when the proposal expired or failed.
   */
  readonly approval: Promise<WalletConnectSession>;
}

export type WalletConnectEvent =
  | { readonly type: 'sessionDeleted'; readonly topic: string }
  | { readonly type: 'accountsChanged'; readonly topic: string; readonly accounts: readonly CaipAddress[] }
  | { readonly type: 'chainChanged'; readonly topic: string; readonly chainId: CaipNetworkId };

/**
 * The WalletConnect protocol: pair by uri, keep sessions, relay requests to the phone wallet.
 * Errors are KeyportErrors: a request the visitor refused in the wallet is `USER_REJECTED`.
 */
export interface WalletConnectClient {
  readonly events$: Observable<WalletConnectEvent>;
  /** A new pairing asking for the given networks (as optional namespaces, with their methods and events). */
  propose(networks: readonly CaipNetworkId[]): Promise<PairingProposal>;
  /** The session kept from an earlier visit, if it is still alive. */
  restore(): Promise<WalletConnectSession | undefined>;
  /**
   * Follows again the proposal this client made on pairing `pairingTopic` before the page was left
   * (the pairing, its proposal and keys are kept in the client's store): resolves with the session
   * the wallet approved meanwhile, or approves now, and with undefined when none can come any more
   * (the proposal expired, or is not kept here). Rejects as `approval` does when the wallet refused.
   */
  resumePairing(pairingTopic: string): Promise<WalletConnectSession | undefined>;
  /** A JSON-RPC request to the wallet through the session, e.g. `personal_sign` on `eip155:1`. */
  request<T>(topic: string, chainId: CaipNetworkId, method: string, params: unknown): Promise<T>;
  /** Ends the session on both sides (the wallet receives `session_delete`). */
  disconnect(topic: string): Promise<void>;
  /**
   * Lets go of the relay connection (the core is being destroyed); sessions stay stored for the
   * next start. Nothing to do for a client that never started.
   */
  close(): Promise<void>;
}

export const WalletConnectClient: unique symbol = Symbol.for('keyport.WalletConnectClient');
