import { type ApiContext } from '../ApiContext';
import { readBalances } from '../balances/readBalances';
import { type ChainEntry } from '../chains/ChainDirectory';
import { parseAccount, parseChainReference, parseEvmAddress } from '../chains/caip';
import { badRequest } from '../http/ApiError';
import { type ApiRequest } from '../http/ApiRequest';
import { json } from '../http/ApiResponse';
import { optionalQuery } from '../http/queryParams';
import { get, type Route } from '../http/Route';

/** The only onramp provider whose purchases a history can be asked for. */
const ONRAMP_PROVIDER = 'coinbase';

/** SPEC §7 identity, history and balance of an account. */
export function accountRoutes(context: ApiContext): Route[] {
  return [
    get('/v1/identity/:address', async (request) => {
      const address = parseEvmAddress(request.params['address'] ?? '', 'address');
      const sender = optionalQuery(request.query, 'sender');
      if (sender !== undefined) parseEvmAddress(sender, 'sender');
      const profile = context.names.namesOf(address)[0];
      return json({ name: profile?.name ?? null, avatar: profile?.attributes[0]?.avatar ?? null });
    }),

    get('/v1/account/:address/history', async (request) => {
      const { address, chains } = accountAndChains(request, context);
      const onramp = optionalQuery(request.query, 'onramp');
      if (onramp !== undefined && onramp !== ONRAMP_PROVIDER) {
        throw badRequest('invalid_parameter', `onramp must be ${ONRAMP_PROVIDER}`);
      }
      // The devstack checkout delivers purchases as ordinary dev-chain transactions (listed in the
      // plain history); it keeps no provider purchase records, so the onramp history is empty.
      if (onramp !== undefined) return json({ data: [], next: null });
      const cursor = optionalQuery(request.query, 'cursor');
      const chainIds = chains.map((entry) => entry.chain.chainId);
      return json(await context.history.page(address, chainIds, cursor));
    }),

    get('/v1/account/:address/balance', async (request) => {
      const currency = optionalQuery(request.query, 'currency') ?? 'usd';
      if (currency.toLowerCase() !== 'usd') throw badRequest('invalid_parameter', 'currency must be usd');
      const { address, chains } = accountAndChains(request, context);
      const perChain = await Promise.all(chains.map((entry) => readBalances(entry, address, context.assets)));
      return json({ balances: perChain.flat() });
    }),
  ];
}

/**
 * The account of the path (plain or CAIP-10) and the chains asked about: the `chainId` query, or
 * the chain of a CAIP-10 account, or every chain when neither names one.
 */
function accountAndChains(
  request: ApiRequest,
  context: ApiContext,
): { address: `0x${string}`; chains: ChainEntry[] } {
  const account = parseAccount(request.params['address'] ?? '', 'address');
  const chainText = optionalQuery(request.query, 'chainId');
  const queried = chainText === undefined ? undefined : parseChainReference(chainText, 'chainId');
  if (queried !== undefined && account.chainId !== undefined && queried !== account.chainId) {
    throw badRequest('invalid_parameter', 'chainId differs from the chain of the CAIP-10 address');
  }
  const chainId = queried ?? account.chainId;
  const chains =
    chainId === undefined ? [...context.directory.all] : [context.directory.require(chainId, 'chainId')];
  return { address: account.address, chains };
}
