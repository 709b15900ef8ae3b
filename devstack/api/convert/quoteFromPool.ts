import { badRequest } from '../http/ApiError';
import { constantProductAmountOut } from './constantProductAmountOut';
import { type SwapPair } from './swapPair';
import { SWAP_ROUTER_ABI, SWAP_ROUTER_ADDRESS } from './swapRouter';

/**
 * Base units of `to` that selling `amountIn` of `from` gives now: the pool's reserves are read from
 * the router at request time, so every quote follows the swaps made before it. A pair without a
 * pool cannot be swapped and is a 400, as the real service refuses a pair it has no route for.
 */
export async function quoteFromPool(pair: SwapPair, amountIn: bigint): Promise<bigint> {
  const [reserveIn, reserveOut] = await pair.entry.client.readContract({
    address: SWAP_ROUTER_ADDRESS,
    abi: SWAP_ROUTER_ABI,
    functionName: 'getReserves',
    args: [pair.from.address, pair.to.address],
  });
  if (reserveIn === 0n || reserveOut === 0n) {
    throw badRequest(
      'no_route',
      `No swap pool holds ${pair.from.symbol} and ${pair.to.symbol} on chain ${pair.entry.chain.chainId}`,
    );
  }
  return constantProductAmountOut(amountIn, reserveIn, reserveOut);
}
