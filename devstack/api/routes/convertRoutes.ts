import { type ApiContext } from '../ApiContext';
import { parseAccount, parseCaipAddress, parseChainReference } from '../chains/caip';
import { buildApproveTransaction } from '../convert/buildApproveTransaction';
import { buildSwapTransaction } from '../convert/buildSwapTransaction';
import { gasPrices } from '../convert/gasPrices';
import { quoteFromPool } from '../convert/quoteFromPool';
import { readAllowance } from '../convert/readAllowance';
import { parseSwapPair } from '../convert/swapPair';
import { swapTokens } from '../convert/swapTokens';
import { badRequest } from '../http/ApiError';
import { json } from '../http/ApiResponse';
import { optionalBoolean, requireObject, requireString } from '../http/bodyFields';
import { optionalQuery, requiredQuery } from '../http/queryParams';
import { get, post, type Route } from '../http/Route';

/**
 * SPEC §7 swaps over the devstack swap router's constant-product pools. Quotes come from the pools'
 * reserves read at request time, fee included; approvals, allowances and gas come from the chain;
 * built swaps call the router.
 */
export function convertRoutes(context: ApiContext): Route[] {
  const { directory } = context;
  return [
    get('/v1/convert/tokens', async (request) => {
      const chainId = parseChainReference(requiredQuery(request.query, 'chainId'), 'chainId');
      return json({ tokens: swapTokens(directory.require(chainId, 'chainId'), context.assets) });
    }),

    get('/v1/convert/quotes', async (request) => {
      const from = requiredQuery(request.query, 'from');
      const to = requiredQuery(request.query, 'to');
      const pair = parseSwapPair(directory, from, to, requiredQuery(request.query, 'userAddress'));
      const amount = baseUnits(requiredQuery(request.query, 'amount'), 'amount');
      const gasPrice = optionalQuery(request.query, 'gasPrice');
      if (gasPrice !== undefined) baseUnits(gasPrice, 'gasPrice');
      const toAmount = await quoteFromPool(pair, amount);
      return json({
        quotes: [
          {
            id: null,
            fromAmount: amount.toString(),
            fromAccount: from,
            toAmount: toAmount.toString(),
            toAccount: to,
          },
        ],
      });
    }),

    get('/v1/convert/allowance', async (request) => {
      const token = parseCaipAddress(requiredQuery(request.query, 'tokenAddress'), 'tokenAddress');
      const user = parseAccount(requiredQuery(request.query, 'userAddress'), 'userAddress');
      const fungible = directory.requireFungible(token.chainId, token.address, 'tokenAddress');
      const allowance = await readAllowance(
        directory.require(token.chainId, 'tokenAddress'),
        fungible,
        user.address,
      );
      return json({ allowance: allowance.toString() });
    }),

    get('/v1/convert/gas-price', async (request) => {
      const chainId = parseChainReference(requiredQuery(request.query, 'chainId'), 'chainId');
      return json(await gasPrices(directory.require(chainId, 'chainId').client));
    }),

    get('/v1/convert/build-approve', async (request) => {
      const pair = parseSwapPair(
        directory,
        requiredQuery(request.query, 'from'),
        requiredQuery(request.query, 'to'),
        requiredQuery(request.query, 'userAddress'),
      );
      const amount = optionalQuery(request.query, 'amount');
      return json(
        await buildApproveTransaction(pair, amount === undefined ? undefined : baseUnits(amount, 'amount')),
      );
    }),

    post('/v1/convert/build-transaction', async (request) => {
      const fields = requireObject(request.body);
      const pair = parseSwapPair(
        directory,
        requireString(fields, 'from'),
        requireString(fields, 'to'),
        requireString(fields, 'userAddress'),
      );
      const amount = baseUnits(requireString(fields, 'amount'), 'amount');
      const slippage = requireObject(fields['eip155'], 'eip155')['slippage'];
      if (typeof slippage !== 'number' || !Number.isFinite(slippage)) {
        throw badRequest('invalid_parameter', 'eip155.slippage must be a number (percent)');
      }
      const disableEstimate = optionalBoolean(fields, 'disableEstimate') ?? false;
      return json(await buildSwapTransaction(pair, amount, slippage, disableEstimate));
    }),
  ];
}

/** An amount in base units: a whole, non-negative decimal number. */
function baseUnits(text: string, parameter: string): bigint {
  if (!/^\d{1,78}$/.test(text))
    throw badRequest('invalid_parameter', `${parameter} must be a whole number of base units`);
  return BigInt(text);
}
