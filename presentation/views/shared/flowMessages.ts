import { showMessage, type ShowMessageParameters } from '../../../application/instance/actions/showMessage';
import { type Keyport } from '../../../application/instance/Keyport';
import { KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';

/**
 * For what a flow does once an action came back (a message, a move to another view): an instance
 * destroyed meanwhile refuses it, and has no modal left to show it in, so that refusal is dropped.
 */
export function dropDestroyed(refusal: unknown): void {
  if (!(refusal instanceof KeyportDestroyedError)) throw refusal;
}

/** Shows a flow's message in the snackbar (SPEC §4), unless the instance is gone. */
export function tell(keyport: Keyport, message: ShowMessageParameters): void {
  try {
    showMessage(keyport, message);
  } catch (refusal) {
    dropDestroyed(refusal);
  }
}

/** Shows an action's failure in the snackbar by its SPEC §8 text, unless the instance is gone. */
export function reportError(keyport: Keyport, error: unknown): void {
  tell(keyport, { kind: 'error', error });
}
