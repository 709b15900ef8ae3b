import { escapeMarkup } from '../assets/escapeMarkup';
import { onrampNetworkOf } from './onrampNetworks';
import { checkoutDocument, checkoutTable } from './checkoutDocument';
import { type CheckoutPurchase } from './checkoutPurchase';
import { type CheckoutTicket } from './checkoutTicket';

/**
 * The devstack's hosted checkout: the order the onramp URL carries, priced, and a Pay button that
 * posts back to the same URL (a plain form, so it works without script). `payUrl` is that URL's
 * path and query.
 */
export function checkoutPage(purchase: CheckoutPurchase, ticket: CheckoutTicket, payUrl: string): string {
  const { quote } = purchase;
  const amount = (value: { amount: string; currency: string }) => `${value.amount} ${value.currency}`;
  const network = onrampNetworkOf(purchase.entry.chain);
  const table = checkoutTable('Your order', [
    ['Provider', purchase.provider],
    ['You buy', amount(quote.purchaseAmount)],
    ['Network', `${network.display_name} (chain ${network.chain_id})`],
    ['Deliver to', purchase.recipient],
    ['Payment currency', quote.paymentTotal.currency],
    ['Subtotal', amount(quote.paymentSubtotal)],
    [`${purchase.provider} fee`, amount(quote.coinbaseFee)],
    ['Network fee', amount(quote.networkFee)],
    ['Total', amount(quote.paymentTotal)],
    ['Order', ticket.orderId],
    ['Valid until', new Date(ticket.expiresAt).toISOString()],
  ]);
  const form = `<form method="post" action="${escapeMarkup(payUrl)}">
<button type="submit">Pay ${escapeMarkup(amount(quote.paymentTotal))}</button>
</form>`;
  return checkoutDocument(`Buy ${quote.purchaseAmount.currency}`, `${table}\n${form}`);
}
