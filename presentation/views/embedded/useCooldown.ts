import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import { SECOND_MS, TIMING_MS } from '../../../domain/constants/timing';
import { emailCodeCooldown, type EmailCodeCooldownError } from '../../../domain/embedded/emailCodeCooldown';

/**
 * SPEC §5: while a new email code may not be asked for yet (before `nextCodeAt`), the reason
 * ("Please try again after {n} seconds"), counting down each second; undefined once it may.
 */
export function useCooldown(nextCodeAt: number | undefined): EmailCodeCooldownError | undefined {
  const [clock, setClock] = useState(() => ({ nextCodeAt, now: Date.now() }));
  // A new code moves the end of the wait: count from now again.
  if (clock.nextCodeAt !== nextCodeAt) setClock({ nextCodeAt, now: Date.now() });
  const wait =
    nextCodeAt === undefined
      ? undefined
      : E.swap(emailCodeCooldown(nextCodeAt - TIMING_MS.emailCodeResendCooldown, clock.now));
  const waiting = wait !== undefined && E.isRight(wait) ? wait.right : undefined;
  const secondsLeft = waiting?.secondsLeft;

  useEffect(() => {
    if (secondsLeft === undefined || nextCodeAt === undefined) return;
    // The next whole second of the wait, when the count changes.
    const untilNextSecond = (nextCodeAt - clock.now) % SECOND_MS || SECOND_MS;
    const timer = setTimeout(() => setClock({ nextCodeAt, now: Date.now() }), untilNextSecond);
    return () => clearTimeout(timer);
  }, [secondsLeft, nextCodeAt, clock.now]);

  return waiting;
}
