/** Slippage is given in percent; basis points keep the arithmetic in whole numbers. */
const WHOLE_IN_BASIS_POINTS = 10_000n;

/**
 * The least the visitor can receive for a quoted `toAmount` (base units) when the price may move
 * by `slippagePercent` before the swap is mined (SPEC §9 "Swap slippage tolerance 1"): the swap
 * reverts below it. Rounded down, as the swap's own minimum is.
 */
export function minimumReceived(toAmount: bigint, slippagePercent: number): bigint {
  const slippageBasisPoints = BigInt(Math.round(slippagePercent * 100));
  const keptBasisPoints = WHOLE_IN_BASIS_POINTS - slippageBasisPoints;
  if (keptBasisPoints <= 0n) return 0n;
  return (toAmount * keptBasisPoints) / WHOLE_IN_BASIS_POINTS;
}
