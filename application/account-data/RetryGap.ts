/**
 * SPEC §9 "Balance retry gap": after a failed fetch for a key, no new attempt until the gap has
 * passed, so a failing API is not asked again on every render. Kept in memory per core: a reload
 * is a deliberate new attempt. A failure time in the future (the clock moved back) is not trusted,
 * like a cache timestamp, so it does not block.
 */
export class RetryGap {
  private readonly failedAt = new Map<string, number>();

  constructor(private readonly gapMs: number) {}

  /** Records a failure for `key` now; returns when the next attempt may be made. */
  recordFailure(key: string, nowMs: number): number {
    this.failedAt.set(key, nowMs);
    return nowMs + this.gapMs;
  }

  /** When the next attempt for `key` may be made, while that is still to come; else `undefined`. */
  retryAt(key: string, nowMs: number): number | undefined {
    const failedAt = this.failedAt.get(key);
    const waiting = failedAt !== undefined && failedAt <= nowMs && nowMs - failedAt < this.gapMs;
    return waiting ? failedAt + this.gapMs : undefined;
  }
}
