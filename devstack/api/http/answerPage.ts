import { ApiError } from './ApiError';
import { type ApiResponse, html } from './ApiResponse';

/**
 * Pages people read in a browser tab (the checkout, the explorer) rather than answers the product
 * parses: what such a page refuses is answered as an error page with the refusal's status and
 * reasons, instead of the API's JSON error body. Anything but an ApiError is a fault, and is thrown.
 */
export async function answerPage(
  build: () => Promise<string>,
  errorPage: (status: number, reasons: readonly string[]) => string,
): Promise<ApiResponse> {
  try {
    return html(await build());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const reasons = error.reasons.map((reason) => reason.description);
    return html(errorPage(error.status, reasons), error.status);
  }
}
