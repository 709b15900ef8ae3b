import { DISPLAY_DECIMALS } from './DisplayPrecision';
import { floorDecimals } from './floorDecimals';

/**
 * SPEC §9 "Balance display floors to 3 decimals": `formatBalance('0.123999')` is `"0.123"`.
 *
 * @throws RangeError when `numeric` is not a decimal number.
 */
export function formatBalance(numeric: string): string {
  return floorDecimals(numeric, DISPLAY_DECIMALS.balance);
}
