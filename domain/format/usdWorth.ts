import { isTokenDecimals } from '../balance/TokenBalance';
import { isUsdAmount } from '../decoding/boundedNumbers';
import { parseExactDecimal } from './ExactDecimal';
import { formatUnitsString } from './formatUnitsString';
import { formatUsd } from './formatUsd';

/**
 * What `amount` whole tokens are worth in USD at `priceUsd` a token, for display beside the amount
 * (SPEC §3: prices are approximate, so a plain number is precise enough once the amount is read
 * exactly). `undefined` when the price is missing, zero (the balance API's way of knowing none) or
 * out of range, when the amount is not a non-negative number, or when the product is past what a
 * number holds: then no worth is shown rather than a wrong one.
 */
export function usdWorth(amount: string, priceUsd: number | undefined): number | undefined {
  if (!isUsdAmount(priceUsd) || priceUsd === 0) return undefined;
  const parsed = parseExactDecimal(amount);
  if (parsed === undefined || parsed.units < 0n) return undefined;
  const worth = Number(amount.trim()) * priceUsd;
  return isUsdAmount(worth) ? worth : undefined;
}

/** {@link usdWorth} of an amount in base units of a token of `decimals` decimals. */
export function usdWorthOfBaseUnits(
  amount: bigint,
  decimals: number,
  priceUsd: number | undefined,
): number | undefined {
  if (!isTokenDecimals(decimals) || amount < 0n) return undefined;
  return usdWorth(formatUnitsString(amount, decimals), priceUsd);
}

/** The smallest worth SPEC §9's two USD decimals can show. */
const ONE_CENT = 0.01;

/**
 * A worth as the visitor reads it beside an amount (SPEC §9 USD 2 decimals): `$1,234.50`, and a
 * worth above zero but below a cent as `<$0.01`, since `$0.00` would read as worthless.
 */
export function formatUsdWorth(worth: number): string {
  return worth > 0 && worth < ONE_CENT ? `<${formatUsd(ONE_CENT)}` : formatUsd(worth);
}
