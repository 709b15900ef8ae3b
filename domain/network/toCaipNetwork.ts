import { type CaipNetwork, type NetworkInput } from './CaipNetwork';

/**
 * Keyport's copy of a network the host gave. viem's chains (and so AppKit's networks) may carry
 * no namespace: a whole-number `id` makes one an EVM chain, `eip155:<id>`. A copy, because the
 * host's object may be frozen or shared (viem's are both). Whether the network is valid is
 * `validateNetwork`'s to say.
 */
export function toCaipNetwork(network: NetworkInput): CaipNetwork {
  const { chainNamespace, id, caipNetworkId } = network;
  const evm = chainNamespace === undefined && Number.isSafeInteger(id);
  return {
    ...network,
    ...(evm && { chainNamespace: 'eip155', caipNetworkId: caipNetworkId ?? `eip155:${id}` }),
  } as CaipNetwork;
}
