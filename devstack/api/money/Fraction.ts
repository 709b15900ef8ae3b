/**
 * An exact non-negative rational number. Prices and amounts are converted with these rather than
 * floats, so that base-unit answers (quotes, purchase amounts) are exact integers, as a real
 * service's are.
 */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** `12.5` → 125/10. Plain decimal text only: digits with an optional fractional part. */
export function parseDecimalText(text: string): Fraction | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (match === null) return undefined;
  const whole = match[1] ?? '0';
  const fraction = match[2] ?? '';
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/**
 * The decimal a JavaScript number prints as (`0.0000001`, not `1e-7`), as an exact fraction: a
 * price of 3000.12 is 300012/100, not the binary float nearest to it.
 */
export function fractionOfNumber(value: number): Fraction {
  if (!Number.isFinite(value) || value < 0)
    throw new RangeError(`Not a non-negative finite number: ${value}`);
  const text = value.toLocaleString('en-US', { useGrouping: false, maximumFractionDigits: 20 });
  const fraction = parseDecimalText(text);
  if (fraction === undefined) throw new RangeError(`Cannot read ${value} as a decimal`);
  return fraction;
}

/** `a × b`, still exact. */
export function multiply(a: Fraction, b: Fraction): Fraction {
  return { numerator: a.numerator * b.numerator, denominator: a.denominator * b.denominator };
}

/** `a ÷ b`; `b` must not be zero. */
export function divide(a: Fraction, b: Fraction): Fraction {
  if (b.numerator === 0n) throw new RangeError('Division by zero');
  return { numerator: a.numerator * b.denominator, denominator: a.denominator * b.numerator };
}

export function integer(value: bigint): Fraction {
  return { numerator: value, denominator: 1n };
}

/** Rounded down to a whole number, as token amounts in base units are. */
export function floor(value: Fraction): bigint {
  return value.numerator / value.denominator;
}
