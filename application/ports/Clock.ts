import type { SchedulerLike } from 'rxjs';

/**
 * Time, as the application sees it. Use cases read `now()` and schedule with `scheduler`
 * (e.g. `timer(ms, clock.scheduler)`), never `Date.now()` or `setTimeout`, so tests run the
 * SPEC's 150 ms, 500 ms, 30 s and 4 min rules in virtual time.
 */
export interface Clock {
  now(): number;
  readonly scheduler: SchedulerLike;
}

export const Clock: unique symbol = Symbol.for('keyport.Clock');
