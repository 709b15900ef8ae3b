import { assertDigitCount, exactDecimalToString } from './ExactDecimal';

/**
 * Turns an on-chain base-unit amount into a decimal string without floating-point loss:
 * `formatUnitsString(1500000000000000000n, 18)` is `"1.5"`. Trailing fraction zeros are dropped.
 *
 * @throws RangeError when `decimals` is not a whole number from 0 up (a token's decimals are).
 */
export function formatUnitsString(value: bigint, decimals: number): string {
  assertDigitCount(decimals, 'decimals');
  return exactDecimalToString({ units: value, scale: decimals });
}
