import { VirtualTimeScheduler } from 'rxjs';
import { type Clock } from '../../application/ports/Clock';

/**
 * A Clock in virtual time: nothing happens until the test calls `advance(ms)`, which runs every
 * action due by then in order and leaves `now()` exactly `ms` later.
 */
export class FakeClock implements Clock {
  readonly scheduler = new VirtualTimeScheduler();
  private readonly startedAt: number;

  constructor(startAt = 1_700_000_000_000) {
    this.startedAt = startAt;
  }

  now(): number {
    return this.startedAt + this.scheduler.frame;
  }

  /** How many timers are scheduled and have neither run nor been cancelled. */
  pendingTimers(): number {
    return this.scheduler.actions.length;
  }

  advance(ms: number): void {
    const target = this.scheduler.frame + ms;
    this.scheduler.maxFrames = target;
    this.scheduler.flush();
    this.scheduler.frame = target;
  }
}
