import {
  type WalletConnectPeer,
  type WalletConnectSession,
} from '../../application/ports/WalletConnectClient';
import { isCaipAddress } from '../../domain/address/parseCaipAddress';
import { isImageSource } from '../../domain/link/linkRules';
import { type CaipAddress } from '../../domain/network/CaipNetwork';

/** The accounts a wallet approved, per namespace, as a session or a session update carries them. */
export type SessionNamespaces = Readonly<Record<string, { readonly accounts: readonly string[] }>>;

/** The parts of a sign-client session Keyport reads (the SDK's session has many more). */
export interface SessionLike {
  readonly topic: string;
  /** Seconds since epoch. */
  readonly expiry: number;
  readonly namespaces: SessionNamespaces;
  readonly peer: {
    readonly metadata: { readonly name: string; readonly url?: string; readonly icons?: readonly string[] };
  };
}

/**
 * Every account of every namespace, each once, in the wallet's order. Entries that are not CAIP-10
 * account ids are dropped: a wallet's malformed account must not reach the account state.
 */
export function sessionAccounts(namespaces: SessionNamespaces): CaipAddress[] {
  const accounts: CaipAddress[] = [];
  for (const namespace of Object.values(namespaces)) {
    for (const account of namespace.accounts) {
      if (isCaipAddress(account) && !accounts.includes(account)) accounts.push(account);
    }
  }
  return accounts;
}

/** The wallet as the modal shows it: its name, its first icon and its site, when it gave them. */
export function sessionPeer(metadata: SessionLike['peer']['metadata']): WalletConnectPeer {
  // The wallet's own word: an icon that fails the image rule is not shown.
  const icon = (metadata.icons ?? []).find((candidate) => isImageSource(candidate));
  return {
    name: metadata.name,
    ...(icon ? { icon } : {}),
    ...(metadata.url ? { url: metadata.url } : {}),
  };
}

/** A sign-client session as the WalletConnectClient port describes it. */
export function toWalletConnectSession(session: SessionLike): WalletConnectSession {
  return {
    topic: session.topic,
    accounts: sessionAccounts(session.namespaces),
    peer: sessionPeer(session.peer.metadata),
    expiry: session.expiry,
  };
}

/**
 * The session to resume on a new visit: of those kept, the one that lives longest (the most
 * recently settled or extended) among those not yet expired at `nowSeconds`.
 */
export function newestLiveSession<T extends SessionLike>(
  sessions: readonly T[],
  nowSeconds: number,
): T | undefined {
  let newest: T | undefined;
  for (const session of sessions) {
    if (session.expiry > nowSeconds && (newest === undefined || session.expiry > newest.expiry)) {
      newest = session;
    }
  }
  return newest;
}
