/** A failure that holds a key back, and when the next attempt may be made. */
export interface HeldFailure<F> {
  readonly retryAt: number;
  /** What the failure was, as recorded: a caller answers it again rather than a new one. */
  readonly failure: F;
}

/**
 * SPEC §9 "Balance retry gap": after a failed fetch for a key, no new attempt until the gap has
 * passed, so a failing API is not asked again on every render. Kept in memory per core: a reload
 * is a deliberate new attempt. A failure time in the future (the clock moved back) is not trusted,
 * like a cache timestamp, so it does not block.
 */
export class RetryGap<F> {
  private readonly failures = new Map<string, { readonly at: number; readonly failure: F }>();

  constructor(private readonly gapMs: number) {}

  /** When the next attempt for `key` may be made after a failure now (`retryAt` of `held`). */
  nextAttemptAt(nowMs: number): number {
    return nowMs + this.gapMs;
  }

  /** Records `failure` for `key`, made at `nowMs`. */
  recordFailure(key: string, nowMs: number, failure: F): void {
    this.failures.set(key, { at: nowMs, failure });
  }

  /** The failure holding `key` back while the gap after it has not passed; else `undefined`. */
  held(key: string, nowMs: number): HeldFailure<F> | undefined {
    const recorded = this.failures.get(key);
    if (recorded === undefined || recorded.at > nowMs || nowMs - recorded.at >= this.gapMs) return undefined;
    return { retryAt: recorded.at + this.gapMs, failure: recorded.failure };
  }
}
