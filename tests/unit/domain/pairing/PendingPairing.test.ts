import { isPendingPairingLive, pairingTopicOf } from '../../../../domain/pairing/PendingPairing';

const TOPIC = 'c3f0'.repeat(16);

describe('SPEC §4 mobile deep link: a pairing left for the wallet', () => {
  it("is known by its uri's topic, never by its key", () => {
    expect(pairingTopicOf(`wc:${TOPIC}@2?relay-protocol=irn&symKey=${'11'.repeat(32)}`)).toBe(TOPIC);
    expect(pairingTopicOf(`wc:${TOPIC}@2`)).toBe(TOPIC);
  });

  it.each(['', 'wc:', `https://wallet.example/wc?uri=wc:${TOPIC}@2`, `wc:${TOPIC}`, 'wc:ab/cd@2?x'])(
    'a uri of another form (%p) names no topic',
    (uri) => {
      expect(pairingTopicOf(uri)).toBeUndefined();
    },
  );

  it("is looked for on return while WalletConnect's proposal can still be answered (5 minutes)", () => {
    const pending = { topic: TOPIC, setAt: 1_000_000 };
    expect(isPendingPairingLive(pending, 1_000_000)).toBe(true);
    expect(isPendingPairingLive(pending, 1_000_000 + 5 * 60_000 - 1)).toBe(true);
    expect(isPendingPairingLive(pending, 1_000_000 + 5 * 60_000)).toBe(false);
    // A clock set back since: the record cannot be trusted to be recent.
    expect(isPendingPairingLive(pending, 999_999)).toBe(false);
  });
});
