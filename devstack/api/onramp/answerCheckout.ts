import { ApiError } from '../http/ApiError';
import { html, type ApiResponse } from '../http/ApiResponse';
import { checkoutErrorPage } from './checkoutErrorPage';

/**
 * The checkout is a page a person reads, not an API: an order it refuses is answered as a page
 * with the refusal's status (400) and reasons, instead of the API's JSON error body.
 */
export async function answerCheckout(build: () => Promise<string>): Promise<ApiResponse> {
  try {
    return html(await build());
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return html(checkoutErrorPage(error.reasons.map((reason) => reason.description)), error.status);
  }
}
