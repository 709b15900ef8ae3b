import { answerPage } from '../http/answerPage';
import { type ApiResponse } from '../http/ApiResponse';
import { checkoutErrorPage } from './checkoutErrorPage';

/** The checkout page, or the page saying why an order was refused (400). */
export function answerCheckout(build: () => Promise<string>): Promise<ApiResponse> {
  return answerPage(build, (_status, reasons) => checkoutErrorPage(reasons));
}
