import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { EmailCodeCooldownError, emailCodeCooldown } from '../../../../domain/embedded/emailCodeCooldown';

const SENT_AT = 1_700_000_000_000;

function leftText(lastSentAtMs: number, nowMs: number): string {
  const result = emailCodeCooldown(lastSentAtMs, nowMs);
  if (E.isRight(result)) {
    throw new Error('expected a Left');
  }
  expect(result.left).toBeInstanceOf(EmailCodeCooldownError);
  expect(result.left.code).toBe('EMAIL_CODE_COOLDOWN');
  return result.left.shortMessage;
}

describe('SPEC §5 email code cooldown', () => {
  it('SPEC §5: no code sent yet, a code may be requested', () => {
    expect(emailCodeCooldown(undefined, SENT_AT)).toEqual(E.right(undefined));
  });

  it('SPEC §5: "Please try again after {n} seconds", rounded up (29.2 s left reads 30)', () => {
    expect(leftText(SENT_AT, SENT_AT + 800)).toBe('Please try again after 30 seconds');
    expect(leftText(SENT_AT, SENT_AT)).toBe('Please try again after 30 seconds');
    expect(leftText(SENT_AT, SENT_AT + 1_000)).toBe('Please try again after 29 seconds');
    expect(leftText(SENT_AT, SENT_AT + 29_999)).toBe('Please try again after 1 seconds');
  });

  it('SPEC §5: exactly 30 s after the last code, a new one may be requested', () => {
    expect(emailCodeCooldown(SENT_AT, SENT_AT + 30_000)).toEqual(E.right(undefined));
    expect(emailCodeCooldown(SENT_AT, SENT_AT + 45_000)).toEqual(E.right(undefined));
  });

  it('SPEC §5: a last-sent time in the future waits no more than 30 s', () => {
    expect(leftText(SENT_AT + 10_000, SENT_AT)).toBe('Please try again after 30 seconds');
  });

  it('SPEC §5: n is the remaining time in whole seconds, rounded up, for every moment of the wait', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 29_999 }), (elapsed) => {
        const result = emailCodeCooldown(SENT_AT, SENT_AT + elapsed);
        return E.isLeft(result) && result.left.secondsLeft === Math.ceil((30_000 - elapsed) / 1_000);
      }),
    );
  });
});
