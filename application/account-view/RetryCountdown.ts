import { Subscription, takeWhile, timer } from 'rxjs';
import { SECOND_MS } from '../../domain/constants/timing';
import { type Clock } from '../ports/Clock';

/** The whole seconds (rounded up) from now until `at` on the Clock; 0 once it has come. */
export function secondsUntil(clock: Clock, at: number): number {
  return Math.max(0, Math.ceil((at - clock.now()) / SECOND_MS));
}

/**
 * Calls back each time `secondsUntil(retryAt)` drops, down to 0, which is reached exactly at
 * `retryAt`: a view can so say when a retry becomes possible, then allow it.
 */
export function retryCountdown(
  clock: Clock,
  retryAt: number,
  onSeconds: (seconds: number) => void,
): Subscription {
  if (secondsUntil(clock, retryAt) === 0) return new Subscription();
  const firstDrop = (retryAt - clock.now()) % SECOND_MS || SECOND_MS;
  return timer(firstDrop, SECOND_MS, clock.scheduler)
    .pipe(takeWhile(() => secondsUntil(clock, retryAt) > 0, true))
    .subscribe(() => onSeconds(secondsUntil(clock, retryAt)));
}
