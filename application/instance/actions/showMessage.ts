import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { SnackbarService } from '../../snackbar/SnackbarService';
import { type Keyport } from '../Keyport';
import { runtimeOf } from '../internal/runtime';

export type ShowMessageParameters =
  | { readonly kind: 'success' | 'loading'; readonly message: string; readonly autoClose?: boolean }
  /** An error's SPEC §8 text is shown (a KeyportError's short message, another error's message). */
  | { readonly kind: 'error'; readonly error: unknown; readonly autoClose?: boolean };

export type ShowMessageReturnType = void;

export type ShowMessageErrorType = KeyportDestroyedError;

/**
 * Shows a message in the modal's snackbar (SPEC §4: one at a time, the old one swapped for the new
 * after 150 ms, an error left up long enough to be read).
 *
 * @example
 * showMessage(keyport, { kind: 'success', message: 'Address copied' });
 * showMessage(keyport, { kind: 'error', error });
 */
export function showMessage(keyport: Keyport, parameters: ShowMessageParameters): ShowMessageReturnType {
  const snackbar = runtimeOf(keyport, 'showMessage').get(SnackbarService);
  const options = parameters.autoClose === undefined ? {} : { autoClose: parameters.autoClose };
  if (parameters.kind === 'error') snackbar.showError(parameters.error, options);
  else if (parameters.kind === 'success') snackbar.showSuccess(parameters.message, options);
  else snackbar.showLoading(parameters.message, options);
}
