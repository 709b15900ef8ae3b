import { DISPLAY_DECIMALS } from './DisplayPrecision';
import { type ExactDecimal, parseExactDecimal, roundExactDecimal } from './ExactDecimal';

/**
 * SPEC §9 "USD 2 decimals", written the way visitors read a dollar amount: a `$` sign, thousands
 * separated by commas and exactly two cents digits, e.g. `formatUsd(1234.5)` is `"$1,234.50"` and
 * `formatUsd(-0.5)` is `"-$0.50"`. Rounds half away from zero on the decimal digits (`1.005` gives
 * `"$1.01"`). The output never depends on the visitor's locale, so it is the same on every device.
 *
 * Accepts a number (prices and totals from the API) or a decimal string (amounts kept as text).
 *
 * @throws RangeError when the amount is not a finite number or a decimal string.
 */
export function formatUsd(amount: number | string): string {
  const parsed = parseAmount(amount);
  if (parsed === undefined) throw new RangeError(`Not a USD amount: ${String(amount)}`);
  const cents = roundExactDecimal(parsed, DISPLAY_DECIMALS.usd, 'halfAwayFromZero').units;
  const magnitude = cents < 0n ? -cents : cents;
  const centsPerDollar = 10n ** BigInt(DISPLAY_DECIMALS.usd);
  const dollars = groupThousands((magnitude / centsPerDollar).toString());
  const centDigits = (magnitude % centsPerDollar).toString().padStart(DISPLAY_DECIMALS.usd, '0');
  return `${cents < 0n ? '-' : ''}$${dollars}.${centDigits}`;
}

/** `String(number)` writes any finite number in a form `parseExactDecimal` reads (`1e+21` too). */
function parseAmount(amount: number | string): ExactDecimal | undefined {
  if (typeof amount === 'string') return parseExactDecimal(amount);
  return Number.isFinite(amount) ? parseExactDecimal(String(amount)) : undefined;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
