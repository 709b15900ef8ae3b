import * as E from 'fp-ts/Either';
import { AmbiguousTokenError, UnknownTokenError } from '../errors/TransactionRequestErrors';

/** A list to pick a token from, and how its tokens are named. */
export interface TokenChoice<T> {
  readonly tokens: readonly T[];
  /** A token's CAIP-10 address (the SPEC §9 native address for a native currency). */
  readonly caipAddressOf: (token: T) => string;
  readonly symbolOf: (token: T) => string;
  /** How the list reads in an error: "your tokens on Ethereum". */
  readonly listName: string;
}

/**
 * The token a caller names: by CAIP-10 address (compared without regard to case), or by symbol
 * when the reference has no colon. A symbol two tokens share is refused rather than guessed, so
 * a look-alike token listed first can never be picked in place of the one meant.
 */
export function pickToken<T>(
  choice: TokenChoice<T>,
  reference: string,
): E.Either<UnknownTokenError | AmbiguousTokenError, T> {
  const wanted = reference.trim().toLowerCase();
  const byAddress = wanted.includes(':');
  const matches = choice.tokens.filter((token) =>
    byAddress
      ? choice.caipAddressOf(token).toLowerCase() === wanted
      : choice.symbolOf(token).toLowerCase() === wanted,
  );
  const [first, second] = matches;
  if (first === undefined) return E.left(new UnknownTokenError(reference.trim(), choice.listName));
  if (second !== undefined && !byAddress) {
    return E.left(new AmbiguousTokenError(reference.trim(), matches.map(choice.caipAddressOf)));
  }
  return E.right(first);
}
