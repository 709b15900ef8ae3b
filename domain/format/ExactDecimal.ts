import { MAX_DECIMAL_TEXT_LENGTH, MAX_TOKEN_DECIMALS } from '../constants/limits';

/**
 * An exact decimal number: `value = units / 10^scale`. Token amounts arrive as decimal strings or
 * as base-unit integers with a decimals count; holding them as a bigint and a scale keeps every
 * digit, where a JavaScript number would silently lose precision beyond about 15 digits.
 */
export interface ExactDecimal {
  readonly units: bigint;
  /** How many of the digits of `units` sit after the decimal point (never negative). */
  readonly scale: number;
}

/** How a decimal is shortened to fewer fraction digits. */
export type DecimalRounding =
  /** Towards minus infinity: the result is never above the input. */
  | 'floor'
  /** To the nearest value, ties away from zero (the way people round by hand). */
  | 'halfAwayFromZero';

/** Sign, integer digits, fraction digits and an optional exponent (`1.5`, `.5`, `5.`, `-2e-7`). */
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

/**
 * Texts longer than this are refused: reading costs time in proportion to the length, and no
 * amount a chain holds needs more (see `MAX_DECIMAL_TEXT_LENGTH`).
 */
const MAX_TEXT_LENGTH = MAX_DECIMAL_TEXT_LENGTH;

/**
 * Exponents beyond this are refused: no JavaScript number needs more (the smallest is about
 * 5e-324), and a huge exponent would make the scaled bigint enormous.
 */
const MAX_EXPONENT = 1_000;

/**
 * Reads a decimal string exactly. Accepts what people type and what `String(number)` produces
 * (surrounding spaces, a leading sign, `.5`, `5.`, exponent notation); returns `undefined` for
 * anything else, and for a text longer than any amount needs, so callers decide whether that is
 * a validation error or a programming error.
 */
export function parseExactDecimal(text: string): ExactDecimal | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_TEXT_LENGTH) return undefined;
  const match = DECIMAL_TEXT.exec(trimmed);
  if (match === null) return undefined;
  const sign = groupText(match, 1);
  const integerDigits = groupText(match, 2);
  const fractionDigits = groupText(match, 3);
  const exponentText = groupText(match, 4);
  if (integerDigits === '' && fractionDigits === '') return undefined;
  const exponent = Number(exponentText);
  if (Math.abs(exponent) > MAX_EXPONENT) return undefined;

  const magnitude = BigInt(`${integerDigits}${fractionDigits}`);
  const scale = fractionDigits.length - exponent;
  const units = sign === '-' ? -magnitude : magnitude;
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** A capture group's text; a group that took no part in the match (no exponent…) reads as empty. */
function groupText(match: RegExpExecArray, index: number): string {
  return match[index] ?? '';
}

/** Shortens (or lengthens) a decimal to exactly `places` fraction digits with the given rounding. */
export function roundExactDecimal(
  value: ExactDecimal,
  places: number,
  rounding: DecimalRounding,
): ExactDecimal {
  assertDigitCount(places, 'places');
  if (value.scale <= places) {
    return { units: value.units * 10n ** BigInt(places - value.scale), scale: places };
  }
  const divisor = 10n ** BigInt(value.scale - places);
  const truncated = value.units / divisor;
  const remainder = value.units % divisor;
  if (remainder === 0n) return { units: truncated, scale: places };

  const negative = value.units < 0n;
  if (rounding === 'floor') {
    return { units: negative ? truncated - 1n : truncated, scale: places };
  }
  const remainderMagnitude = negative ? -remainder : remainder;
  if (remainderMagnitude * 2n < divisor) return { units: truncated, scale: places };
  return { units: negative ? truncated - 1n : truncated + 1n, scale: places };
}

/**
 * `value` in base units of a token with `decimals` places, rounded down: a balance written with
 * more digits than the token has keeps what the token can hold.
 */
export function flooredBaseUnits(value: ExactDecimal, decimals: number): bigint {
  return roundExactDecimal(value, decimals, 'floor').units;
}

/** `a + b`, exactly, at the finer of the two scales. */
export function addExactDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  const scale = Math.max(a.scale, b.scale);
  return {
    units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale),
    scale,
  };
}

/** `a - b`, exactly, at the finer of the two scales. */
export function subtractExactDecimals(a: ExactDecimal, b: ExactDecimal): ExactDecimal {
  return addExactDecimals(a, { units: -b.units, scale: b.scale });
}

/** Orders two exact decimals: -1 when `a < b`, 0 when equal, 1 when `a > b`. */
export function compareExactDecimals(a: ExactDecimal, b: ExactDecimal): -1 | 0 | 1 {
  const { units } = subtractExactDecimals(a, b);
  if (units === 0n) return 0;
  return units < 0n ? -1 : 1;
}

/**
 * Writes an exact decimal in plain notation (never exponent notation). Trailing fraction zeros are
 * dropped, then the fraction is padded back to `minFractionDigits`; zero is never written `-0`.
 */
export function exactDecimalToString(value: ExactDecimal, minFractionDigits = 0): string {
  const negative = value.units < 0n;
  const digits = (negative ? -value.units : value.units).toString().padStart(value.scale + 1, '0');
  const integerPart = digits.slice(0, digits.length - value.scale);
  const fractionPart = digits
    .slice(digits.length - value.scale)
    .replace(/0+$/, '')
    .padEnd(minFractionDigits, '0');
  const unsigned = fractionPart === '' ? integerPart : `${integerPart}.${fractionPart}`;
  return negative ? `-${unsigned}` : unsigned;
}

/**
 * A count of digits must be a whole number from 0 up to the most decimals a token can have
 * (`MAX_TOKEN_DECIMALS`); anything else is a programming error. The upper bound keeps every
 * `10^count` small: a count of millions would block the page for seconds.
 */
export function assertDigitCount(count: number, label: string): void {
  if (!Number.isInteger(count) || count < 0 || count > MAX_TOKEN_DECIMALS) {
    throw new RangeError(
      `${label} must be a whole number of digits up to ${MAX_TOKEN_DECIMALS}, got ${count}`,
    );
  }
}
