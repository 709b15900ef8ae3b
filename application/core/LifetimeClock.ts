import { type SchedulerAction, type SchedulerLike, Subscription } from 'rxjs';
import { type Clock } from '../ports/Clock';

/**
 * One core's clock: the deployment's time, with every timer a use case starts through its
 * scheduler (debounces, the pairing renewal, the snackbar, polls) held here, so that `end()` cancels
 * those still pending when the core is destroyed. A timer asked for after that never runs. Each core
 * gets its own, as cores in one process share the deployment's clock.
 */
export class LifetimeClock implements Clock {
  readonly scheduler: SchedulerLike;
  /** The pending timers; a timer that finishes leaves it as its subscriber ends. */
  private readonly timers = new Subscription();

  constructor(private readonly clock: Clock) {
    const timers = this.timers;
    this.scheduler = {
      now: () => clock.scheduler.now(),
      schedule<T>(work: (this: SchedulerAction<T>, state?: T) => void, delay?: number, state?: T) {
        const action = clock.scheduler.schedule(work, delay, state);
        // Once ended, `add` unsubscribes the action at once.
        timers.add(action);
        return action;
      },
    };
  }

  now(): number {
    return this.clock.now();
  }

  /** Cancels every pending timer; later ones are cancelled as they are asked for. */
  end(): void {
    this.timers.unsubscribe();
  }
}
