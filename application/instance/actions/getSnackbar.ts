import { SnackbarStore, type SnackbarState } from '../../snackbar/SnackbarStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type { SnackbarState };

export type GetSnackbarReturnType = SnackbarState;

export type GetSnackbarErrorType = TypeError;

/**
 * The snackbar's message as it stands: open or not, its text, its variant.
 *
 * @example
 * const { open, message } = getSnackbar(keyport);
 */
export function getSnackbar(keyport: Keyport): GetSnackbarReturnType {
  return readingRuntimeOf(keyport, 'getSnackbar').get(SnackbarStore).get();
}
