import { showMessage } from '../../../application/instance/actions/showMessage';
import { type Keyport } from '../../../application/instance/Keyport';
import { type CopyMessenger } from './copyWithSnackbar';

/** The instance's snackbar, as what tells how a copy went. */
export function snackbarMessenger(keyport: Keyport): CopyMessenger {
  return {
    showSuccess: (message) => showMessage(keyport, { kind: 'success', message }),
    showError: (error) => showMessage(keyport, { kind: 'error', error }),
  };
}
