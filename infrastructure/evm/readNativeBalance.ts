import { createClient } from 'viem';
import { getBalance } from 'viem/actions';
import { TIMING_MS } from '../../domain/constants/timing';
import { isUint256 } from '../../domain/decoding/uint256';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { rpcEndpoints, type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { createRpcTransport, type RpcTransportOptions } from '../rpc/createRpcTransport';

/**
 * `eth_getBalance` over the network's SPEC §7 endpoints (custom URLs, relay, defaults, with
 * fallback). A bare client with the one action it needs: a full public client carries every
 * read action viem has, several times the bytes, for a call made right after each connection.
 * A balance no chain can hold (past a uint256) is refused rather than shown.
 */
export async function readNativeBalance(
  network: CaipNetwork,
  context: RpcEndpointContext,
  address: `0x${string}`,
  options: RpcTransportOptions = {},
): Promise<bigint> {
  const client = createClient({
    transport: createRpcTransport(rpcEndpoints(network, context), options),
    pollingInterval: TIMING_MS.rpcFallbackPolling,
  });
  const balance = await getBalance(client, { address });
  if (!isUint256(balance)) throw new RangeError(`eth_getBalance answered ${balance}, past a uint256`);
  return balance;
}
