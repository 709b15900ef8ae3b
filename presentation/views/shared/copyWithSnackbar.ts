import { type SnackbarService } from '../../../application/snackbar/SnackbarService';

/**
 * Puts `text` on the clipboard and says how it went in the snackbar: the success text, or the
 * failure text when the browser refuses (no permission, an insecure page).
 */
export async function copyWithSnackbar(
  snackbar: SnackbarService,
  text: string,
  messages: { readonly copied: string; readonly failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    snackbar.showSuccess(messages.copied);
  } catch {
    snackbar.showError(messages.failed);
  }
}
