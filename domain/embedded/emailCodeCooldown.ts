import * as E from 'fp-ts/Either';
import { SECOND_MS, TIMING_MS } from '../constants/timing';
import { KeyportError } from '../errors/KeyportError';

/** SPEC §5: a new email code was asked for too soon after the last one. */
export class EmailCodeCooldownError extends KeyportError {
  override readonly name = 'EmailCodeCooldownError';
  /** Whole seconds to wait, rounded up so that waiting them is always enough. */
  readonly secondsLeft: number;

  constructor(secondsLeft: number) {
    super('EMAIL_CODE_COOLDOWN', `Please try again after ${secondsLeft} seconds`);
    this.secondsLeft = secondsLeft;
  }
}

/**
 * SPEC §5, §9: a new email code may be requested once 30 s have passed since the last one was
 * sent, which keeps visitors from flooding their inbox (and the mail service from refusing).
 * With no code sent yet, or once the wait is over, the result is Right. A last-sent time in the
 * future (a clock that moved back) counts as just sent, so the wait is never longer than 30 s.
 */
export function emailCodeCooldown(
  lastSentAtMs: number | undefined,
  nowMs: number,
): E.Either<EmailCodeCooldownError, void> {
  if (lastSentAtMs === undefined) {
    return E.right(undefined);
  }
  const elapsedMs = Math.max(0, nowMs - lastSentAtMs);
  const remainingMs = TIMING_MS.emailCodeResendCooldown - elapsedMs;
  return remainingMs > 0
    ? E.left(new EmailCodeCooldownError(Math.ceil(remainingMs / SECOND_MS)))
    : E.right(undefined);
}
