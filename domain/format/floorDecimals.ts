import { assertDigitCount, exactDecimalToString, parseExactDecimal, roundExactDecimal } from './ExactDecimal';

/**
 * Cuts a decimal string down to at most `places` fraction digits, rounding towards minus infinity,
 * so a shown balance is never more than the visitor holds: `floorDecimals('1.23999', 3)` is
 * `"1.239"`. Trailing fraction zeros are dropped (`'2.5000'` gives `"2.5"`).
 *
 * @throws RangeError when `value` is not a decimal number or `places` is not a whole number from 0 up.
 */
export function floorDecimals(value: string, places: number): string {
  assertDigitCount(places, 'places');
  const parsed = parseExactDecimal(value);
  if (parsed === undefined) throw new RangeError(`Not a decimal number: ${JSON.stringify(value)}`);
  return exactDecimalToString(roundExactDecimal(parsed, places, 'floor'));
}
