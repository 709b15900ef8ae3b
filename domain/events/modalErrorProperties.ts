import { cutForDisplay } from '../format/cutForDisplay';

/**
 * `MODAL_ERROR`'s properties: the view that failed and the error's message, cut to a sentence's
 * length. Never the stack or the error itself: the host may forward the event anywhere.
 */
export function modalErrorProperties(view: string, error: unknown): Readonly<Record<string, string>> {
  const message = error instanceof Error ? error.message : String(error);
  return { view, errorMessage: cutForDisplay(message, 'message') };
}
