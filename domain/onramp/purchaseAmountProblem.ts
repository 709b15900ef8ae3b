import {
  compareExactDecimals,
  type ExactDecimal,
  parseExactDecimal,
  roundExactDecimal,
} from '../format/ExactDecimal';
import { type PaymentMethodLimit } from './OnrampOptions';

/** Why an amount to pay cannot be bought with; no problem means the form may ask for a quote. */
export type PurchaseAmountProblem =
  /** Nothing typed yet: the form waits quietly rather than showing an error. */
  | { readonly kind: 'missing' }
  /** Not a positive amount of money (letters, zero, more than cent precision). */
  | { readonly kind: 'invalid' }
  | { readonly kind: 'belowMinimum'; readonly min: string }
  | { readonly kind: 'aboveMaximum'; readonly max: string };

/** Fiat payments are made in cents; a finer amount cannot be charged. */
const PAYMENT_DECIMALS = 2;

/**
 * Checks the amount a visitor typed against the SPEC §5 payment limits of the payment currency.
 * The payment method is chosen later, on the provider's page, so an amount is accepted when at
 * least one method accepts it: it must lie between the smallest minimum and the largest maximum
 * of the methods. Amounts are compared exactly, never as floats. Without limits only the shape
 * of the amount is checked.
 */
export function purchaseAmountProblem(
  amountText: string,
  limits: readonly PaymentMethodLimit[],
): PurchaseAmountProblem | undefined {
  if (amountText.trim() === '') return { kind: 'missing' };
  const amount = parseExactDecimal(amountText);
  if (amount === undefined || amount.units <= 0n || !isWholeCents(amount)) {
    return { kind: 'invalid' };
  }
  const bounds = limitBounds(limits);
  if (bounds === undefined) return undefined;
  if (compareExactDecimals(amount, bounds.min.value) < 0)
    return { kind: 'belowMinimum', min: bounds.min.text };
  if (compareExactDecimals(amount, bounds.max.value) > 0)
    return { kind: 'aboveMaximum', max: bounds.max.text };
  return undefined;
}

interface Bound {
  readonly text: string;
  readonly value: ExactDecimal;
}

/** The smallest minimum and the largest maximum of the methods; limits that do not parse are skipped. */
function limitBounds(
  limits: readonly PaymentMethodLimit[],
): { readonly min: Bound; readonly max: Bound } | undefined {
  let min: Bound | undefined;
  let max: Bound | undefined;
  for (const limit of limits) {
    const low = parseExactDecimal(limit.min);
    const high = parseExactDecimal(limit.max);
    if (low === undefined || high === undefined) continue;
    if (min === undefined || compareExactDecimals(low, min.value) < 0) min = { text: limit.min, value: low };
    if (max === undefined || compareExactDecimals(high, max.value) > 0)
      max = { text: limit.max, value: high };
  }
  return min === undefined || max === undefined ? undefined : { min, max };
}

/** `99.5` and `99.500` are whole cents; `99.505` is not. */
function isWholeCents(amount: ExactDecimal): boolean {
  return compareExactDecimals(roundExactDecimal(amount, PAYMENT_DECIMALS, 'floor'), amount) === 0;
}
