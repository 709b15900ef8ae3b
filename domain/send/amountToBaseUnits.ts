import * as E from 'fp-ts/Either';
import { isTokenDecimals } from '../balance/TokenBalance';
import { parseExactDecimal } from '../format/ExactDecimal';
import { InvalidAmountError } from './SendErrors';

/** Digits with at most one decimal point, as the send form accepts them. */
const PLAIN_DECIMAL = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The typed amount in the token's base units (wei for 18 decimals, 10^-6 for DUSDC): exact, so
 * `0.1` of an 18-decimal token is `100000000000000000n`. An amount with more fraction digits than
 * the token has cannot be sent without rounding, which would send something other than what the
 * visitor typed, so it is refused as "Invalid amount" rather than rounded.
 */
export function amountToBaseUnits(amount: string, decimals: number): E.Either<InvalidAmountError, bigint> {
  const trimmed = amount.trim();
  const value = PLAIN_DECIMAL.test(trimmed) ? parseExactDecimal(trimmed) : undefined;
  if (value === undefined || value.units <= 0n || !isTokenDecimals(decimals)) {
    return E.left(new InvalidAmountError(trimmed));
  }
  if (value.scale > decimals) {
    const kept = value.units % 10n ** BigInt(value.scale - decimals);
    if (kept !== 0n) return E.left(new InvalidAmountError(trimmed));
    return E.right(value.units / 10n ** BigInt(value.scale - decimals));
  }
  return E.right(value.units * 10n ** BigInt(decimals - value.scale));
}
