import { MAX_BASE_UNITS_DIGITS } from '../constants/limits';

/** The largest uint256, the largest amount any chain can hold. */
const MAX_UINT256 = 2n ** 256n - 1n;

const BASE_UNITS_TEXT = new RegExp(`^\\d{1,${MAX_BASE_UNITS_DIGITS}}$`);

/** An on-chain amount read as a bigint (a balance a node reported): from 0 to a uint256's largest. */
export function isUint256(value: bigint): boolean {
  return value >= 0n && value <= MAX_UINT256;
}

/** An amount in base units as a decimal integer text that fits a uint256 (`"1000000"`). */
export function isBaseUnitsText(value: unknown): value is string {
  return typeof value === 'string' && BASE_UNITS_TEXT.test(value) && isUint256(BigInt(value));
}
