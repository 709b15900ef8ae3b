import { createPublicClient, type PublicClient } from 'viem';
import { TIMING_MS } from '../../domain/constants/timing';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { rpcEndpoints, type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { createRpcTransport, type RpcTransportOptions } from './createRpcTransport';

/**
 * A viem public client for an eip155 network, reading through the SPEC §7 endpoint order with
 * fallback, and polling every 4 s (SPEC §9 "fallback polling").
 */
export function createNetworkClient(
  network: CaipNetwork,
  context: RpcEndpointContext,
  options: RpcTransportOptions = {},
): PublicClient {
  return createPublicClient({
    transport: createRpcTransport(rpcEndpoints(network, context), options),
    pollingInterval: TIMING_MS.rpcFallbackPolling,
  });
}
