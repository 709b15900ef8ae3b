import { isUsdAmount } from '../decoding/boundedNumbers';
import {
  addExactDecimals,
  exactDecimalToString,
  type ExactDecimal,
  parseExactDecimal,
  roundExactDecimal,
} from '../format/ExactDecimal';
import { DISPLAY_DECIMALS } from '../format/DisplayPrecision';
import { type TokenBalance } from './TokenBalance';

const ZERO: ExactDecimal = { units: 0n, scale: 0 };

/**
 * Fraction digits the total keeps: one past the cents shown. Flooring there never changes which
 * way the cents round (a half cent is itself written with that many digits), and it keeps the
 * text short however many digits the values had (5e-324 has 324).
 */
const TOTAL_PLACES = DISPLAY_DECIMALS.usd + 1;

/**
 * The USD worth of a list of balances, for the account header, as a decimal text (`"1234.5"`).
 * A balance without a usable value (the API knows no price for it, or sent one out of range)
 * counts as zero rather than hiding the total. The values are added exactly, as the decimals
 * they are written as, so no number of them can overflow to Infinity and `0.1 + 0.2` is `0.3`.
 */
export function totalUsdValue(balances: readonly TokenBalance[]): string {
  const total = balances.reduce((sum, balance) => addExactDecimals(sum, usableValue(balance.value)), ZERO);
  return exactDecimalToString(roundExactDecimal(total, TOTAL_PLACES, 'floor'));
}

function usableValue(value: number | undefined): ExactDecimal {
  // `String` writes every finite number in a form `parseExactDecimal` reads.
  return isUsdAmount(value) ? (parseExactDecimal(String(value)) ?? ZERO) : ZERO;
}
