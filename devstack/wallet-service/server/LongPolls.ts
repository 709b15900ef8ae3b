import { SERVICE_TIMES_MS } from './ServiceClock';
import { ServiceError } from './ServiceError';

interface Waiter<T> {
  resolve(value: T): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * Requests that wait for something the visitor does elsewhere (opening a mailed link, approving
 * in Farcaster): each waits under a key until `settle` or `fail` for that key, a link's lifetime
 * at most (real time), or until the service stops.
 */
export class LongPolls<T> {
  private readonly waiters = new Map<string, Set<Waiter<T>>>();

  constructor(private readonly expiredMessage: string) {}

  wait(key: string): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter<T> = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.remove(key, waiter);
          reject(new ServiceError(this.expiredMessage));
        }, SERVICE_TIMES_MS.linkLifetime),
      };
      // A wait alone does not keep the process alive: the server it came through does.
      waiter.timer.unref();
      const set = this.waiters.get(key) ?? new Set<Waiter<T>>();
      set.add(waiter);
      this.waiters.set(key, set);
    });
  }

  settle(key: string, value: T): void {
    for (const waiter of this.take(key)) waiter.resolve(value);
  }

  fail(key: string, error: Error): void {
    for (const waiter of this.take(key)) waiter.reject(error);
  }

  /** Ends every wait: the service is stopping. */
  close(): void {
    for (const key of [...this.waiters.keys()])
      this.fail(key, new ServiceError('The wallet service stopped'));
  }

  private take(key: string): Waiter<T>[] {
    const set = this.waiters.get(key);
    this.waiters.delete(key);
    const waiters = [...(set ?? [])];
    for (const waiter of waiters) clearTimeout(waiter.timer);
    return waiters;
  }

  private remove(key: string, waiter: Waiter<T>): void {
    const set = this.waiters.get(key);
    set?.delete(waiter);
    if (set?.size === 0) this.waiters.delete(key);
  }
}
