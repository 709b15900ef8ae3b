import { escapeMarkup } from '../assets/escapeMarkup';
import { type Payment } from './CheckoutLedger';
import { checkoutDocument, checkoutTable } from './checkoutDocument';

/** What the buyer sees once the delivery is mined: the transaction that brought the tokens. */
export function checkoutReceiptPage(payment: Payment): string {
  const { delivery } = payment;
  const table = checkoutTable('Delivery', [
    ['Amount', `${delivery.amount} ${delivery.currency}`],
    ['Delivered to', delivery.recipient],
    ['Chain', String(delivery.chainId)],
    ['Transaction hash', delivery.hash],
  ]);
  const status = payment.alreadyPaid
    ? 'This order was already paid; nothing more was sent.'
    : `${delivery.amount} ${delivery.currency} were delivered to your wallet.`;
  return checkoutDocument(
    'Payment complete',
    `<p role="status">${escapeMarkup(status)}</p>\n${table}\n<p>You can close this window.</p>`,
  );
}
