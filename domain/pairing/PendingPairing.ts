import * as t from 'io-ts';
import { TIMING_MS } from '../constants/timing';

/**
 * A WalletConnect pairing whose wallet link the visitor followed (on a phone, "Open" takes the very
 * tab to the wallet): kept in storage, so the page they come back to, reloaded or restored, picks
 * up the session the wallet approved meanwhile. Only the pairing's topic is kept, never its key.
 */
export const PendingPairingCodec = t.intersection(
  [
    t.type({
      /** The pairing's topic, as its `wc:` uri names it. */
      topic: t.string,
      /** When its uri was made, in ms since epoch. */
      setAt: t.number,
    }),
    t.partial({
      /** The explorer wallet the visitor picked, if any. */
      walletId: t.string,
    }),
  ],
  'PendingPairing',
);

export type PendingPairing = t.TypeOf<typeof PendingPairingCodec>;

/** `wc:<topic>@2?relay-protocol=irn&symKey=…` → `<topic>`; a uri of another form has none. */
export function pairingTopicOf(uri: string): string | undefined {
  return /^wc:([0-9a-zA-Z]+)@\d+(?:\?|$)/.exec(uri)?.[1];
}

/**
 * Whether the wallet may still have answered it: its proposal is answered within
 * `walletConnectProposalLifetime` of the uri, after which nothing it says can be read.
 */
export function isPendingPairingLive(pending: PendingPairing, nowMs: number): boolean {
  const age = nowMs - pending.setAt;
  return age >= 0 && age < TIMING_MS.walletConnectProposalLifetime;
}
