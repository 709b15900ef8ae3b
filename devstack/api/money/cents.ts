import { type Fraction } from './Fraction';

/** A fraction of a currency unit in whole cents, rounded half up. */
export function roundToCents(value: Fraction): bigint {
  return (value.numerator * 200n + value.denominator) / (value.denominator * 2n);
}

/** A fraction of a currency unit in whole cents, rounded up (a fee is never shown smaller than it is). */
export function ceilToCents(value: Fraction): bigint {
  return (value.numerator * 100n + value.denominator - 1n) / value.denominator;
}

/** `1234n` → `"12.34"`. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}
