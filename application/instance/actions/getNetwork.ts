import { type CaipNetwork, type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

/** The active network and what the site and the wallet allow. */
export interface KeyportNetwork {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  readonly chainId: number | string | undefined;
  /** Every network the site configured, namespace by namespace. */
  readonly networks: readonly CaipNetwork[];
  /** The networks the connected wallet accepts on the active namespace (SPEC §3). */
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[];
  readonly supportsAllNetworks: boolean;
}

export type GetNetworkReturnType = KeyportNetwork;

export type GetNetworkErrorType = TypeError;

/**
 * The active network, the site's networks and those the wallet accepts.
 *
 * @example
 * const { caipNetwork, networks } = getNetwork(keyport);
 */
export function getNetwork(keyport: Keyport): GetNetworkReturnType {
  const chains = readingRuntimeOf(keyport, 'getNetwork').get(ChainStore);
  const state = chains.get();
  const networkState =
    state.activeNamespace === undefined ? undefined : state.chains[state.activeNamespace]?.networkState;
  return {
    caipNetwork: state.activeCaipNetwork,
    caipNetworkId: state.activeCaipNetwork?.caipNetworkId,
    chainId: state.activeCaipNetwork?.id,
    networks: chains.allNetworks(),
    approvedCaipNetworkIds: networkState?.approvedCaipNetworkIds ?? [],
    supportsAllNetworks: networkState?.supportsAllNetworks ?? true,
  };
}
