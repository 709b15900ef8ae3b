import { floor, fractionOfNumber, integer, multiply } from './Fraction';

/** `amount` less `slippagePercent` percent, rounded down: the least a swap may give and still go through. */
export function minimumAfterSlippage(amount: bigint, slippagePercent: number): bigint {
  const slippage = fractionOfNumber(slippagePercent);
  const keptShare = {
    numerator: 100n * slippage.denominator - slippage.numerator,
    denominator: 100n * slippage.denominator,
  };
  return floor(multiply(integer(amount), keptShare));
}
