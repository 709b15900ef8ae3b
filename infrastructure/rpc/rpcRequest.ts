import { createClient } from 'viem';
import { TIMING_MS } from '../../domain/constants/timing';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { rpcEndpoints, type RpcEndpointContext } from '../../domain/network/rpcEndpoints';
import { createRpcTransport, type RpcTransportOptions } from './createRpcTransport';

/** One JSON-RPC call; the caller reads its answer. */
export type RpcRequest = (args: {
  readonly method: string;
  readonly params?: readonly unknown[];
}) => Promise<unknown>;

/**
 * Plain JSON-RPC over the network's SPEC §7 endpoints, on a bare client: the typed read actions of
 * a chain library would cost the page several times these bytes for the few calls made here.
 */
export function rpcRequest(
  network: CaipNetwork,
  context: RpcEndpointContext,
  options: RpcTransportOptions = {},
): RpcRequest {
  const client = createClient({
    transport: createRpcTransport(rpcEndpoints(network, context), options),
    pollingInterval: TIMING_MS.rpcFallbackPolling,
  });
  // viem types `request` by its method table; these calls are read by hand instead.
  return client.request as unknown as RpcRequest;
}
