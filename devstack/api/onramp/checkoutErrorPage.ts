import { escapeMarkup } from '../assets/escapeMarkup';
import { checkoutDocument } from './checkoutDocument';

/** An order the checkout cannot take (malformed, unpriceable or expired), said in words. */
export function checkoutErrorPage(reasons: readonly string[]): string {
  const items = reasons.map((reason) => `<li>${escapeMarkup(reason)}</li>`).join('\n');
  return checkoutDocument(
    'This order cannot be paid',
    `<div class="error" role="alert"><p>Nothing was charged and nothing was sent.</p>\n<ul>\n${items}\n</ul></div>`,
  );
}
