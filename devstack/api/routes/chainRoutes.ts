import { type ApiContext } from '../ApiContext';
import { caipNetworkId, parseChainReference } from '../chains/caip';
import { json } from '../http/ApiResponse';
import { requiredQuery } from '../http/queryParams';
import { get, post, type Route } from '../http/Route';
import { forwardJsonRpc } from '../rpc/forwardJsonRpc';

/** SPEC §7 supported chains, and the JSON-RPC proxy the product's RPC falls back to. */
export function chainRoutes(context: ApiContext): Route[] {
  return [
    get('/v1/supported-chains', async () =>
      json({ http: context.directory.all.map((entry) => caipNetworkId(entry.chain.chainId)), ws: [] }),
    ),
    post('/v1', async (request) => {
      const chainId = parseChainReference(requiredQuery(request.query, 'chainId'), 'chainId');
      const entry = context.directory.require(chainId, 'chainId');
      return forwardJsonRpc(entry.chain.rpcUrl, request.rawBody);
    }),
  ];
}
