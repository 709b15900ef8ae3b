/** What says how a copy went: the snackbar's success and error messages. */
export interface CopyMessenger {
  showSuccess(message: string): void;
  showError(error: unknown): void;
}

/**
 * Puts `text` on the clipboard and says how it went in the snackbar: the success text, or the
 * failure text when the browser refuses (no permission, an insecure page).
 */
export async function copyWithSnackbar(
  snackbar: CopyMessenger,
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
