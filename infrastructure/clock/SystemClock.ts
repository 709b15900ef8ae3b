import { asyncScheduler } from 'rxjs';
import { type Clock } from '../../application/ports/Clock';

/** Real time: the wall clock and RxJS's timer-based scheduler. */
export class SystemClock implements Clock {
  readonly scheduler = asyncScheduler;

  now(): number {
    return Date.now();
  }
}
