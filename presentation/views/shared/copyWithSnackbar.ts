import { type Keyport } from '../../../application/instance/Keyport';
import { showMessage } from '../../../application/instance/actions/showMessage';

/**
 * Puts `text` on the clipboard and says how it went in the snackbar: the success text, or the
 * failure text when the browser refuses (no permission, an insecure page).
 */
export async function copyWithSnackbar(
  keyport: Keyport,
  text: string,
  messages: { readonly copied: string; readonly failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    showMessage(keyport, { kind: 'success', message: messages.copied });
  } catch {
    showMessage(keyport, { kind: 'error', error: messages.failed });
  }
}
