import { type ApiContext } from '../ApiContext';
import { type ApiRequest } from '../http/ApiRequest';
import { json } from '../http/ApiResponse';
import { projectIdOf } from '../http/projectIdOf';
import { get, post, type Route } from '../http/Route';
import { answerCheckout } from '../onramp/answerCheckout';
import { checkoutPage } from '../onramp/checkoutPage';
import { type CheckoutPurchase, priceCheckout } from '../onramp/checkoutPurchase';
import { checkoutReceiptPage } from '../onramp/checkoutReceiptPage';
import { type CheckoutTicket, issueCheckoutTicket, ticketFromQuery } from '../onramp/checkoutTicket';
import { deliverPurchase } from '../onramp/deliverPurchase';
import { onrampOptions } from '../onramp/onrampOptions';
import { onrampQuote } from '../onramp/onrampQuote';
import { checkoutUrl, orderFromQuery, parseCheckoutOrder } from '../onramp/onrampUrl';

/**
 * SPEC §7 onramp: options, quote, checkout URL, and the checkout the URL opens, where paying
 * delivers the purchased tokens on the dev chain.
 */
export function onrampRoutes(context: ApiContext): Route[] {
  /** The order of a checkout URL, checked and priced (once per order, see `CheckoutLedger`). */
  const pricedOrder = async (
    request: ApiRequest,
  ): Promise<{ ticket: CheckoutTicket; purchase: CheckoutPurchase }> => {
    const ticket = ticketFromQuery(request.query, Date.now());
    const order = orderFromQuery(request.query);
    const purchase = await context.checkout.price(ticket.orderId, () =>
      priceCheckout(context.directory, order),
    );
    return { ticket, purchase };
  };

  return [
    get('/v1/onramp/options', async () => json(onrampOptions(context.directory))),

    post('/v1/onramp/quote', async (request) => json(await onrampQuote(request.body, context.directory))),

    post('/v1/generators/onrampurl', async (request) => {
      // The gate has let the call through, so it carries an accepted project id.
      const projectId = projectIdOf(request.method, request.query, request.body) ?? '';
      const order = parseCheckoutOrder(request.body);
      const ticket = issueCheckoutTicket(Date.now());
      return json({ url: checkoutUrl(context.checkoutBaseUrl, projectId, order, ticket) });
    }),

    get('/checkout', (request) =>
      answerCheckout(async () => {
        const { ticket, purchase } = await pricedOrder(request);
        return checkoutPage(purchase, ticket, `${request.url.pathname}${request.url.search}`);
      }),
    ),

    post('/checkout', (request) =>
      answerCheckout(async () => {
        const { ticket, purchase } = await pricedOrder(request);
        const payment = await context.checkout.pay(ticket.orderId, () => deliverPurchase(purchase));
        return checkoutReceiptPage(payment);
      }),
    ),
  ];
}
