import { goBack } from '../../../application/instance/actions/goBack';
import { navigate, type NavigateParameters } from '../../../application/instance/actions/navigate';
import { showMessage, type ShowMessageParameters } from '../../../application/instance/actions/showMessage';
import { type Keyport } from '../../../application/instance/Keyport';
import { KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';

/**
 * What a flow does once an action came back (a message, another view) is refused by an instance
 * destroyed meanwhile, which has no modal left to show it in: that refusal is dropped, any other
 * error is not.
 */
function dropDestroyed(refusal: unknown): void {
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

/** Moves the modal to another view, unless the instance is gone. */
export function moveTo(keyport: Keyport, parameters: NavigateParameters): void {
  try {
    navigate(keyport, parameters);
  } catch (refusal) {
    dropDestroyed(refusal);
  }
}

/** The modal's Back, unless the instance is gone. */
export async function moveBack(keyport: Keyport): Promise<void> {
  try {
    await goBack(keyport);
  } catch (refusal) {
    dropDestroyed(refusal);
  }
}
