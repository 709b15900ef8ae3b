import { type Fungible } from '../chains/Fungible';
import { divide, floor, fractionOfNumber, integer, multiply } from './Fraction';

/**
 * How many base units of `to` are worth `amount` base units of `from` at the price table's USD
 * prices, rounded down (a swap never promises more than the prices give).
 */
export function convertAmount(amount: bigint, from: Fungible, to: Fungible): bigint {
  const usd = multiply(
    divide(integer(amount), integer(10n ** BigInt(from.decimals))),
    fractionOfNumber(from.priceUsd),
  );
  const wholeTokens = divide(usd, fractionOfNumber(to.priceUsd));
  return floor(multiply(wholeTokens, integer(10n ** BigInt(to.decimals))));
}
