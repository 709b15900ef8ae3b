import { type CaipNetwork, type CaipNetworkId } from './CaipNetwork';

/**
 * The networks the blockchain API's JSON-RPC proxy serves (SPEC §7: "a relay RPC (with chainId and
 * projectId) for a known list of chains"; "many EVM chains plus three Solana chain ids").
 */
export const RPC_PROXY_NETWORKS: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:100',
  'eip155:137',
  'eip155:324',
  'eip155:1101',
  'eip155:8453',
  'eip155:42161',
  'eip155:42220',
  'eip155:43114',
  'eip155:59144',
  'eip155:7777777',
  'eip155:11155111',
  'eip155:84532',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
];

export interface RpcEndpointContext {
  /** The host's `customRpcUrls` for this network, in the host's order. */
  readonly customUrls: readonly string[];
  /** The blockchain API base (its `/v1` path is the proxy), without a trailing slash. */
  readonly blockchainApiUrl: string;
  /** The proxy needs a project id; without one it is skipped. */
  readonly projectId: string | undefined;
  /** Networks the proxy serves; the SPEC's list unless a deployment says otherwise. */
  readonly proxyNetworks?: readonly CaipNetworkId[];
}

/** `${base}/v1/?chainId=…&projectId=…`: the proxy endpoint for one network. */
export function rpcProxyUrl(
  blockchainApiUrl: string,
  caipNetworkId: CaipNetworkId,
  projectId: string,
): string {
  const query = `chainId=${encodeURIComponent(caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`;
  return `${blockchainApiUrl.replace(/\/+$/, '')}/v1/?${query}`;
}

/**
 * SPEC §7: where a network's JSON-RPC calls go, in the order they are tried: the host's custom URLs
 * first, then the proxy for a known network, then the network's own defaults. A URL listed twice is
 * tried once, in its first place.
 */
export function rpcEndpoints(network: CaipNetwork, context: RpcEndpointContext): readonly string[] {
  const proxyNetworks = context.proxyNetworks ?? RPC_PROXY_NETWORKS;
  const proxy =
    context.projectId && proxyNetworks.includes(network.caipNetworkId)
      ? [rpcProxyUrl(context.blockchainApiUrl, network.caipNetworkId, context.projectId)]
      : [];
  const defaults = [...network.rpcUrls.default.http, ...(network.rpcUrls.chainDefault?.http ?? [])];
  return [...new Set([...context.customUrls, ...proxy, ...defaults])];
}
