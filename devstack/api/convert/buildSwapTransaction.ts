import { encodeFunctionData } from 'viem';
import { caipAddress } from '../chains/caip';
import { badRequest } from '../http/ApiError';
import { minimumAfterSlippage } from '../money/minimumAfterSlippage';
import { estimateGas } from './estimateGas';
import { quoteFromPool } from './quoteFromPool';
import { requireSwapFunds } from './requireSwapFunds';
import { type SwapPair } from './swapPair';
import { SWAP_ROUTER_ABI, SWAP_ROUTER_ADDRESS } from './swapRouter';

/** The gas limit given when the caller asks not to estimate: ample for one router swap. */
export const SWAP_GAS_WITHOUT_ESTIMATE = 300_000n;

/** REFERENCE §3a `POST /v1/convert/build-transaction`. */
export interface SwapTransaction {
  readonly tx: {
    /** The user (CAIP-10), who sends the transaction. */
    readonly from: string;
    /** The swap router (CAIP-10). */
    readonly to: string;
    readonly data: `0x${string}`;
    /** The base units of `to` the swap is quoted to give. */
    readonly amount: string;
    readonly eip155: { readonly gas: string; readonly gasPrice: string };
  };
}

/**
 * A call of the router's `swap(from, to, amountIn, minAmountOut)` for the user. `minAmountOut` is
 * the pool's current quote less `slippage` percent, so the swap reverts rather than fill at a price
 * that moved further than the user accepted; selling ether sends `amountIn` as the value.
 * Unless the caller disables estimation, the user's balance and router allowance are checked
 * first and the gas is the node's estimate; otherwise the gas is a fixed ample limit.
 */
export async function buildSwapTransaction(
  pair: SwapPair,
  amountIn: bigint,
  slippagePercent: number,
  disableEstimate: boolean,
): Promise<SwapTransaction> {
  if (slippagePercent < 0 || slippagePercent > 100) {
    throw badRequest('invalid_parameter', 'eip155.slippage must be a percentage from 0 to 100');
  }
  const amountOut = await quoteFromPool(pair, amountIn);
  const minAmountOut = minimumAfterSlippage(amountOut, slippagePercent);
  const data = encodeFunctionData({
    abi: SWAP_ROUTER_ABI,
    functionName: 'swap',
    args: [pair.from.address, pair.to.address, amountIn, minAmountOut],
  });
  const value = pair.from.kind === 'native' ? amountIn : 0n;
  if (!disableEstimate) await requireSwapFunds(pair, amountIn);
  const [gas, gasPrice] = await Promise.all([
    disableEstimate
      ? Promise.resolve(SWAP_GAS_WITHOUT_ESTIMATE)
      : estimateGas(pair.entry.client, { account: pair.user, to: SWAP_ROUTER_ADDRESS, data, value }),
    pair.entry.client.getGasPrice(),
  ]);
  return {
    tx: {
      from: caipAddress(pair.entry.chain.chainId, pair.user),
      to: caipAddress(pair.entry.chain.chainId, SWAP_ROUTER_ADDRESS),
      data,
      amount: amountOut.toString(),
      eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
    },
  };
}
