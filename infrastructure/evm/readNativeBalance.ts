import { createClient } from 'viem';
import { getBalance } from 'viem/actions';
import { TIMING_MS } from '../../domain/constants/timing';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { rpcEndpoints, type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { createRpcTransport, type RpcTransportOptions } from '../rpc/createRpcTransport';

/**
 * `eth_getBalance` over the network's SPEC §7 endpoints (custom URLs, relay, defaults, with
 * fallback). A bare client with the one action it needs: a full public client carries every
 * read action viem has, several times the bytes, for a call made right after each connection.
 */
export function readNativeBalance(
  network: CaipNetwork,
  context: RpcEndpointContext,
  address: `0x${string}`,
  options: RpcTransportOptions = {},
): Promise<bigint> {
  const client = createClient({
    transport: createRpcTransport(rpcEndpoints(network, context), options),
    pollingInterval: TIMING_MS.rpcFallbackPolling,
  });
  return getBalance(client, { address });
}
