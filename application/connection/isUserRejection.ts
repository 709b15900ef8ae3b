import { isKeyportError } from '../../domain/errors/KeyportError';

/** EIP-1193: the code a wallet answers with when the visitor refused the request. */
export const EIP1193_USER_REJECTED = 4001;

/** The code of the KeyportError a chain adapter raises for that refusal. */
export const USER_REJECTED_CODE = 'USER_REJECTED';

/** Wrapped errors are followed this deep; a cause chain longer than that is not a wallet's answer. */
const MAX_CAUSE_DEPTH = 3;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
}

/**
 * Whether a failed connection is the visitor saying no, rather than something going wrong: the
 * ConnectingExternal view then shows "declined" with a retry instead of an error. Wallets say it
 * with EIP-1193 code 4001; adapters say it with a `USER_REJECTED` KeyportError, possibly wrapped.
 */
export function isUserRejection(error: unknown, depth = 0): boolean {
  if (isKeyportError(error) && error.code === USER_REJECTED_CODE) return true;
  if (codeOf(error) === EIP1193_USER_REJECTED) return true;
  return (
    depth < MAX_CAUSE_DEPTH && causeOf(error) !== undefined && isUserRejection(causeOf(error), depth + 1)
  );
}
