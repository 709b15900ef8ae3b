import { type CaipNetwork, type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { isUnsupportedActiveNetwork } from '../../../domain/network-switch/UnsupportedNetwork';
import { ChainStore } from '../../chain/ChainStore';
import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

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
  /**
   * The active network is not one the site requested (a wallet moved there itself), and the site
   * does not allow that (`allowUnsupportedChain`): the visitor is asked to switch (SPEC §4).
   */
  readonly unsupported: boolean;
}

const NONE_APPROVED: readonly CaipNetworkId[] = [];

export type GetNetworkReturnType = KeyportNetwork;

export type GetNetworkErrorType = TypeError;

/**
 * The active network, the site's networks and those the wallet accepts; the same object until one
 * of them changes.
 *
 * @example
 * const { caipNetwork, networks } = getNetwork(keyport);
 */
export function getNetwork(keyport: Keyport): GetNetworkReturnType {
  const runtime = readingRuntimeOf(keyport, 'getNetwork');
  const chains = runtime.get(ChainStore);
  const state = chains.get();
  const networkState =
    state.activeNamespace === undefined ? undefined : state.chains[state.activeNamespace]?.networkState;
  const networks = chains.allNetworks();
  const approvedCaipNetworkIds = networkState?.approvedCaipNetworkIds ?? NONE_APPROVED;
  const supportsAllNetworks = networkState?.supportsAllNetworks ?? true;
  const unsupported = isUnsupportedActiveNetwork({
    network: state.activeCaipNetwork,
    requestedNetworks:
      state.activeNamespace === undefined ? networks : chains.requestedNetworks(state.activeNamespace),
    allowUnsupportedChain: runtime.get(OptionsStore).get().allowUnsupportedChain,
  });
  // Keyed on what it shows, so a change elsewhere in the chain state keeps the same snapshot.
  const inputs = [
    state.activeCaipNetwork,
    approvedCaipNetworkIds,
    supportsAllNetworks,
    unsupported,
    ...networks,
  ];
  return cachedSnapshot(keyport, 'network', inputs, () => ({
    caipNetwork: state.activeCaipNetwork,
    caipNetworkId: state.activeCaipNetwork?.caipNetworkId,
    chainId: state.activeCaipNetwork?.id,
    networks,
    approvedCaipNetworkIds,
    supportsAllNetworks,
    unsupported,
  }));
}
