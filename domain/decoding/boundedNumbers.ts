import { MAX_DECIMAL_TEXT_LENGTH, MAX_USD_AMOUNT } from '../constants/limits';

/**
 * Rules for the numbers that come from outside (service answers, wallets, stored caches): each
 * within the range its meaning allows, so that no later sum overflows, no conversion costs time
 * in proportion to the number, and no formatting throws. The codecs of this folder (`UsdAmount`,
 * `DecimalText`, `Count`…) apply them while decoding; the maths call them to refuse the same values from
 * any other source. On-chain amounts have their own rules (`uint256`), token decimals theirs
 * (`isTokenDecimals`, beside the token balance).
 */

/** A USD price or worth: finite, from 0 up to `MAX_USD_AMOUNT`. */
export function isUsdAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_USD_AMOUNT;
}

/** A count (a nonce, a number of wallets): a whole number from 0 that a JavaScript number holds exactly. */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** Digits with one point at most, then an exponent perhaps; the exponent's digits are captured. */
const DECIMAL_TEXT = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?(\d+))?$/;

/**
 * A non-negative decimal text (`"1.5"`, `"0.000001"`, `"2e-7"`), at most `MAX_DECIMAL_TEXT_LENGTH`
 * characters, with an exponent (if any) no larger than a plainly written one could reach.
 */
export function isDecimalText(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > MAX_DECIMAL_TEXT_LENGTH) return false;
  const match = DECIMAL_TEXT.exec(value);
  return match !== null && Number(match[1] ?? '0') <= MAX_DECIMAL_TEXT_LENGTH;
}
