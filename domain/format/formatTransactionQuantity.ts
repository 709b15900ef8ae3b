import { DISPLAY_DECIMALS } from './DisplayPrecision';
import { exactDecimalToString, parseExactDecimal, roundExactDecimal } from './ExactDecimal';

/**
 * SPEC §9 "transaction quantities fixed to 3 decimals": always exactly three fraction digits,
 * rounded half away from zero on the decimal digits themselves (so `'1.0005'` gives `"1.001"`,
 * where binary floating point would give `"1.000"`). `'12'` gives `"12.000"`.
 *
 * @throws RangeError when `numeric` is not a decimal number.
 */
export function formatTransactionQuantity(numeric: string): string {
  const parsed = parseExactDecimal(numeric);
  if (parsed === undefined) throw new RangeError(`Not a decimal number: ${JSON.stringify(numeric)}`);
  const places = DISPLAY_DECIMALS.transactionQuantity;
  return exactDecimalToString(roundExactDecimal(parsed, places, 'halfAwayFromZero'), places);
}
