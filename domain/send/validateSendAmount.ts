import * as E from 'fp-ts/Either';
import { type TokenBalance } from '../balance/TokenBalance';
import { compareExactDecimals, parseExactDecimal } from '../format/ExactDecimal';
import { InsufficientBalanceError, InvalidAmountError } from './SendErrors';

/** What a typed amount may look like: digits with at most one decimal point (`1`, `0.5`, `.5`, `5.`). */
const TYPED_AMOUNT = /^(\d+\.?\d*|\.\d+)$/;

/**
 * The send form's amount check: a plain positive decimal ("Invalid amount" otherwise) that is not
 * above what the visitor holds of the token ("Insufficient balance"). Both sides are compared as
 * exact decimals, so `0.3` against a balance of `0.3` passes where floating point could refuse it.
 * A balance the API sent in a form that cannot be read counts as nothing held. Gives the trimmed
 * amount back.
 */
export function validateSendAmount(
  amount: string,
  token: TokenBalance,
): E.Either<InvalidAmountError | InsufficientBalanceError, string> {
  const trimmed = amount.trim();
  const requested = TYPED_AMOUNT.test(trimmed) ? parseExactDecimal(trimmed) : undefined;
  if (requested === undefined || requested.units <= 0n) return E.left(new InvalidAmountError(trimmed));

  const held = parseExactDecimal(token.quantity.numeric) ?? { units: 0n, scale: 0 };
  if (compareExactDecimals(requested, held) > 0) {
    return E.left(new InsufficientBalanceError(trimmed, token.quantity.numeric));
  }
  return E.right(trimmed);
}
