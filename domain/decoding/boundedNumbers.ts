import * as t from 'io-ts';
import {
  MAX_BASE_UNITS_DIGITS,
  MAX_DECIMAL_TEXT_LENGTH,
  MAX_TOKEN_DECIMALS,
  MAX_USD_AMOUNT,
} from '../constants/limits';
import { refinedCodec } from './refinedCodec';

/**
 * Rules for the numbers that come from outside (service answers, wallets, stored caches): each
 * within the range its meaning allows, so that no later sum overflows, no conversion costs time
 * in proportion to the number, and no formatting throws. The codecs below apply them while
 * decoding; the predicates let the maths refuse the same values from any other source.
 */

/** A token's decimals: a whole number from 0 to `MAX_TOKEN_DECIMALS` (ERC-20's uint8). */
export function isTokenDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_DECIMALS;
}

/** A USD price or worth: finite, from 0 up to `MAX_USD_AMOUNT`. */
export function isUsdAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_USD_AMOUNT;
}

/** A count (a nonce, a number of wallets): a whole number from 0 that a JavaScript number holds exactly. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The largest uint256, the largest amount any chain can hold. */
const MAX_UINT256 = 2n ** 256n - 1n;

/** An on-chain amount read as a bigint (a balance a node reported): from 0 to a uint256's largest. */
export function isUint256(value: bigint): boolean {
  return value >= 0n && value <= MAX_UINT256;
}
const BASE_UNITS_TEXT = new RegExp(`^\\d{1,${MAX_BASE_UNITS_DIGITS}}$`);

/** An amount in base units as a decimal integer text that fits a uint256 (`"1000000"`). */
export function isBaseUnitsText(value: unknown): value is string {
  return typeof value === 'string' && BASE_UNITS_TEXT.test(value) && isUint256(BigInt(value));
}

/**
 * A non-negative decimal text (`"1.5"`, `"0.000001"`, `"2e-7"`), at most `MAX_DECIMAL_TEXT_LENGTH`
 * characters, with an exponent (if any) no larger than a plainly written one could reach.
 */
const DECIMAL_TEXT = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?(\d+))?$/;

export function isDecimalText(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_DECIMAL_TEXT_LENGTH) return false;
  const match = DECIMAL_TEXT.exec(value);
  return match !== null && Number(match[1] ?? '0') <= MAX_DECIMAL_TEXT_LENGTH;
}

/**
 * Token decimals as the services write them: a number, or the text of one (`"18"`); decoded to
 * the number. Anything but a whole number from 0 to 255 is refused (`1.5`, `-1`, `2e7`).
 */
export const TokenDecimals = new t.Type<number, number, unknown>(
  'TokenDecimals',
  isTokenDecimals,
  (input, context) => {
    const number = typeof input === 'string' && /^\d{1,3}$/.test(input.trim()) ? Number(input) : input;
    return isTokenDecimals(number)
      ? t.success(number)
      : t.failure(input, context, `expected token decimals, a whole number from 0 to ${MAX_TOKEN_DECIMALS}`);
  },
  t.identity,
);

export const UsdAmount = refinedCodec(
  'UsdAmount',
  isUsdAmount,
  `expected a USD amount from 0 to ${MAX_USD_AMOUNT}`,
);

export const Count = refinedCodec('Count', isCount, 'expected a count, a whole number from 0');

export const BaseUnitsText = refinedCodec(
  'BaseUnits',
  isBaseUnitsText,
  'expected a decimal integer text of at most a uint256',
);

export const DecimalText = refinedCodec(
  'DecimalText',
  isDecimalText,
  `expected a non-negative decimal text of at most ${MAX_DECIMAL_TEXT_LENGTH} characters`,
);
