import * as t from 'io-ts';

/**
 * A WalletConnect pairing whose wallet link the visitor followed (on a phone, "Open" takes the very
 * tab to the wallet): kept in storage, so the page they come back to, reloaded or restored, picks
 * up the session the wallet approved meanwhile. Only the pairing's topic is kept, never its key.
 * (The codec alone: storage reads it at start; what is done with it loads with the pairing.)
 */
export const PendingPairingCodec = t.type({
  /** The pairing's topic, as its `wc:` uri names it. */
  topic: t.string,
  /** When its uri was made, in ms since epoch. */
  setAt: t.number,
});

export type PendingPairing = t.TypeOf<typeof PendingPairingCodec>;
