import fc from 'fast-check';
import { isPairingExpired, pairingExpiry } from '../../../../domain/pairing/PairingExpiry';

const SET_AT = 1_700_000_000_000;
const FOUR_MINUTES = 4 * 60 * 1_000;

describe('SPEC §4 pairing expires 4 minutes after the uri is set; it counts as expired within 10 s of expiry', () => {
  it('expires 4 minutes after the uri is set', () => {
    expect(pairingExpiry(SET_AT)).toBe(SET_AT + FOUR_MINUTES);
  });

  it('is live right after the uri is set', () => {
    expect(isPairingExpired(SET_AT, SET_AT)).toBe(false);
  });

  it('is live just over 10 s before expiry', () => {
    expect(isPairingExpired(SET_AT, SET_AT + FOUR_MINUTES - 10_001)).toBe(false);
  });

  it('counts as expired exactly 10 s before expiry and after', () => {
    expect(isPairingExpired(SET_AT, SET_AT + FOUR_MINUTES - 10_000)).toBe(true);
    expect(isPairingExpired(SET_AT, SET_AT + FOUR_MINUTES)).toBe(true);
    expect(isPairingExpired(SET_AT, SET_AT + FOUR_MINUTES + 1)).toBe(true);
  });

  it('counts as expired when no uri was set', () => {
    expect(isPairingExpired(undefined, SET_AT)).toBe(true);
  });

  it('is expired exactly when less than 10 s of life remain (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 10 * 60 * 1_000 }),
        (setAt, elapsed) => {
          expect(isPairingExpired(setAt, setAt + elapsed)).toBe(elapsed >= FOUR_MINUTES - 10_000);
        },
      ),
    );
  });
});
