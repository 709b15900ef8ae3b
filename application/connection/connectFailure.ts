import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { isKeyportError, type KeyportError } from '../../domain/errors/KeyportError';
import { UserRejectedRequestError, WalletRequestFailedError } from '../../domain/errors/WalletRequestErrors';
import { isUserRejection, USER_REJECTED_CODE } from './isUserRejection';

/**
 * A connection that did not happen, as the one typed error callers branch on: the visitor's
 * refusal is `USER_REJECTED` in whatever shape the wallet said it (EIP-1193 4001, wrapped or
 * not); any other KeyportError stays itself; anything else is `WALLET_REQUEST_FAILED` with the
 * SPEC §8 text of what was thrown (its message, else "Unknown error"), the original as `cause`.
 */
export function connectFailure(error: unknown): KeyportError {
  if (isUserRejection(error)) {
    return isKeyportError(error) && error.code === USER_REJECTED_CODE
      ? error
      : new UserRejectedRequestError({ cause: error });
  }
  if (isKeyportError(error)) return error;
  return new WalletRequestFailedError(errorToSnackbarText(error), { cause: error });
}
