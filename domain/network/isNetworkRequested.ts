import { type CaipNetwork, type CaipNetworkId } from './CaipNetwork';

/**
 * Whether a network is among the host's requested networks. Networks are compared by their CAIP-2
 * id, since the same network may reach Keyport as different objects (the host's, the wallet's).
 * SPEC §4: switching to a network that is not requested shows UnsupportedChain.
 */
export function isNetworkRequested(
  network: CaipNetwork | CaipNetworkId,
  requestedNetworks: readonly CaipNetwork[],
): boolean {
  const caipNetworkId = typeof network === 'string' ? network : network.caipNetworkId;
  return requestedNetworks.some((requested) => requested.caipNetworkId === caipNetworkId);
}
