import { type CaipNetwork } from './CaipNetwork';
import { type RpcEndpointContext } from './rpcEndpoints';
import { type ResolvedOptions } from '../options/KeyportOptions';

/** What the host's options say about a network's RPC endpoints (SPEC §7): its custom URLs, the relay. */
export function rpcEndpointContextOf(options: ResolvedOptions, network: CaipNetwork): RpcEndpointContext {
  return {
    customUrls: (options.customRpcUrls[network.caipNetworkId] ?? []).map((custom) => custom.url),
    blockchainApiUrl: options.apiUrls.blockchainApi,
    projectId: options.projectId,
  };
}
