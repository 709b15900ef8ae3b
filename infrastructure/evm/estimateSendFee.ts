import { type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { type SendFeeEstimate } from '../../domain/send/networkFee';
import { type SendTransactionRequest } from '../../application/ports/ChainAdapter';
import { RequestFailedError } from '../http/RequestErrors';
import { type RpcTransportOptions } from '../rpc/createRpcTransport';
import { rpcRequest, type RpcRequest } from '../rpc/rpcRequest';
import { evmTransaction } from './evmTransaction';

/**
 * How far above the latest base fee a wallet sets its max fee: 1.2 times, the margin viem (and
 * so most wallets built on it) uses, as tenths.
 */
const BASE_FEE_MARGIN_TENTHS = 12n;

/**
 * The gas of a send and the most it may pay per gas, over the network's SPEC §7 endpoints. The
 * per-gas figure is what a wallet fills in: on networks with a base fee (EIP-1559) the max fee,
 * 1.2 times the latest base fee plus the priority fee; on the others the gas price. So the fee
 * shown is the most the visitor can be charged. Any failure (a
 * transfer that would revert, an unreachable node) is a RequestFailedError.
 */
export async function estimateSendFee(
  request: SendTransactionRequest,
  context: RpcEndpointContext,
  options: RpcTransportOptions = {},
): Promise<SendFeeEstimate> {
  const transaction = evmTransaction(request);
  const call = rpcRequest(request.network, context, options);
  try {
    const [gas, feePerGas] = await Promise.all([
      call({ method: 'eth_estimateGas', params: [transaction] }).then(quantity),
      feePerGasOf(call),
    ]);
    return { gas, feePerGas };
  } catch (error) {
    throw new RequestFailedError(`eth_estimateGas on ${request.network.caipNetworkId}`, error);
  }
}

async function feePerGasOf(call: RpcRequest): Promise<bigint> {
  const block = (await call({ method: 'eth_getBlockByNumber', params: ['latest', false] })) as {
    readonly baseFeePerGas?: unknown;
  } | null;
  const gasPrice = quantity(await call({ method: 'eth_gasPrice' }));
  if (typeof block?.baseFeePerGas !== 'string') return gasPrice;
  const baseFee = quantity(block.baseFeePerGas);
  const priorityFee = await call({ method: 'eth_maxPriorityFeePerGas' }).then(
    quantity,
    // Networks without this method: the part of the gas price above the base fee is the tip.
    () => (gasPrice > baseFee ? gasPrice - baseFee : 0n),
  );
  return (baseFee * BASE_FEE_MARGIN_TENTHS) / 10n + priorityFee;
}

/** A JSON-RPC quantity (`0x`-prefixed hex of at most a uint256, 64 digits) as a bigint. */
function quantity(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(value)) {
    throw new TypeError(`not a JSON-RPC quantity: ${String(value)}`);
  }
  return BigInt(value);
}
