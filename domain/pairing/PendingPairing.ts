import { MINUTE_MS } from '../constants/timing';
import { type PendingPairing } from './PendingPairingCodec';

/**
 * How long WalletConnect's session proposal can be answered (its library's expiry): a pairing whose
 * wallet link the visitor followed away from the page is looked for on return this long.
 */
export const WALLETCONNECT_PROPOSAL_LIFETIME_MS = 5 * MINUTE_MS;

/** `wc:<topic>@2?relay-protocol=irn&symKey=…` → `<topic>`; a uri of another form has none. */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-zA-Z]+)@\d+(?:\?|$)/.exec(uri)?.[1];
}

/**
 * Whether the wallet may still have answered it: its proposal is answered within
 * `WALLETCONNECT_PROPOSAL_LIFETIME_MS` of the uri, after which nothing it says can be read.
 */
export function isPendingPairingLive(pending: PendingPairing, nowMs: number): boolean {
  const age = nowMs - pending.setAt;
  return age >= 0 && age < WALLETCONNECT_PROPOSAL_LIFETIME_MS;
}
