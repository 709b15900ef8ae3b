import { type ApiContext } from '../ApiContext';
import { html, json } from '../http/ApiResponse';
import { projectIdOf } from '../http/projectIdOf';
import { get, post, type Route } from '../http/Route';
import { checkoutPage } from '../onramp/checkoutPage';
import { onrampOptions } from '../onramp/onrampOptions';
import { onrampQuote } from '../onramp/onrampQuote';
import { checkoutUrl, orderFromQuery, parseCheckoutOrder } from '../onramp/onrampUrl';

/** SPEC §7 onramp: options, quote, checkout URL, and the checkout page the URL opens. */
export function onrampRoutes(context: ApiContext): Route[] {
  return [
    get('/v1/onramp/options', async () => json(onrampOptions(context.directory))),

    post('/v1/onramp/quote', async (request) => json(await onrampQuote(request.body, context.directory))),

    post('/v1/generators/onrampurl', async (request) => {
      // The gate has let the call through, so it carries an accepted project id.
      const projectId = projectIdOf(request.method, request.query, request.body) ?? '';
      const order = parseCheckoutOrder(request.body);
      return json({ url: checkoutUrl(context.checkoutBaseUrl, projectId, order) });
    }),

    get('/checkout', async (request) => html(checkoutPage(orderFromQuery(request.query)))),
  ];
}
