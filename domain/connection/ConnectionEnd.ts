import { errorToSnackbarText } from '../errors/errorToSnackbarText';
import { isKeyportError } from '../errors/KeyportError';

/**
 * How an attempt to connect a wallet ended when it did not connect (SPEC §4 connection status):
 * the visitor said no in the wallet (`declined`), the wallet still shows an earlier request of
 * this site and took no new one (`pending`, SPEC §8 `REQUEST_ALREADY_PENDING`), or something went
 * wrong (`failed`, with the SPEC §8 text). The views word the first two differently: after a plain
 * no, talking of an earlier request would send the visitor looking for one that is not there.
 */
export type ConnectionEnd =
  | { readonly status: 'declined' }
  | { readonly status: 'pending' }
  | { readonly status: 'failed'; /** SPEC §8 snackbar text of the failure. */ readonly message: string };

/** The end of an attempt that threw `error`, a Keyport error as the adapters raise them (EIP-1193 4001, -32002). */
export function connectionEndOf(error: unknown): ConnectionEnd {
  if (isKeyportError(error) && error.code === 'USER_REJECTED') return { status: 'declined' };
  if (isKeyportError(error) && error.code === 'REQUEST_ALREADY_PENDING') return { status: 'pending' };
  return { status: 'failed', message: errorToSnackbarText(error) };
}
