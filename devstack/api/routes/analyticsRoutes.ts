import { type ApiContext } from '../ApiContext';
import { badRequest } from '../http/ApiError';
import { json, noContent } from '../http/ApiResponse';
import { get, post, type Route } from '../http/Route';

/** SPEC §7 analytics: events are kept in arrival order and can be read back by browser tests. */
export function analyticsRoutes(context: ApiContext): Route[] {
  return [
    post('/e', async (request) => {
      if (request.body === undefined)
        throw badRequest('invalid_body', 'An analytics event needs a JSON body');
      context.analytics.push({
        query: Object.fromEntries(request.query.entries()),
        body: request.body,
        receivedAt: new Date().toISOString(),
      });
      return noContent();
    }),

    get('/devstack/analytics', async () => json(context.analytics)),
  ];
}
