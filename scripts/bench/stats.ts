/** The median and the extremes of a figure over the measured runs. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly runs: number;
}

/**
 * The median of `values` (the mean of the middle two for an even count), with the smallest and the
 * largest. A benchmark without a value has nothing to report: that is an error, not a zero.
 */
export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) throw new Error('A figure needs at least one measured run');
  if (values.some((value) => !Number.isFinite(value))) {
    throw new Error(`A figure must be a finite number, got ${values.join(', ')}`);
  }
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { median, min: sorted[0] as number, max: sorted[sorted.length - 1] as number, runs: sorted.length };
}
