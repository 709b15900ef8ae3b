import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem';
import { badRequest } from '../http/ApiError';
import { estimateGas } from './estimateGas';
import { type SwapPair } from './swapPair';
import { SWAP_ROUTER_ADDRESS } from './swapRouter';

/** REFERENCE §3a `GET /v1/convert/build-approve`. */
export interface ApproveTransaction {
  readonly tx: {
    /** The token to approve (CAIP-10), echoing the request's `from`; the transaction goes to it. */
    readonly from: string;
    /** The token contract the transaction is sent to (CAIP-10). */
    readonly to: string;
    readonly data: `0x${string}`;
    readonly value: '0';
    readonly eip155: { readonly gas: number; readonly gasPrice: string };
  };
}

/**
 * An ERC-20 `approve(router, amount)` of the token being sold, for the user to send (`amount`
 * defaults to unlimited). The gas is the node's estimate for the user; ether needs no approval.
 */
export async function buildApproveTransaction(
  pair: SwapPair,
  amount: bigint | undefined,
): Promise<ApproveTransaction> {
  if (pair.from.kind === 'native') {
    throw badRequest('invalid_parameter', `${pair.from.symbol} is the native currency and needs no approval`);
  }
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [SWAP_ROUTER_ADDRESS, amount ?? maxUint256],
  });
  const [gas, gasPrice] = await Promise.all([
    estimateGas(pair.entry.client, { account: pair.user, to: pair.from.address, data }),
    pair.entry.client.getGasPrice(),
  ]);
  return {
    tx: {
      from: pair.from.caipAddress,
      to: pair.from.caipAddress,
      data,
      value: '0',
      eip155: { gas: Number(gas), gasPrice: gasPrice.toString() },
    },
  };
}
