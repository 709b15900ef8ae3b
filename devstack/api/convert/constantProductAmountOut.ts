/** The pools' fee, 0.3 % of the amount sold, as parts per thousand: 997 of every 1000 units count. */
const FEE_DENOMINATOR = 1000n;
const AMOUNT_AFTER_FEE = 997n;

/**
 * What a constant-product pool gives for `amountIn`, exactly as the dev swap router computes it:
 * the fee is taken off the amount sold, then x * y = k holds for the rest, rounded down. Kept in
 * step with `DevSwapRouter.getAmountOut`, so a quote is what the swap then pays.
 */
export function constantProductAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  const inAfterFee = amountIn * AMOUNT_AFTER_FEE;
  return (inAfterFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inAfterFee);
}
