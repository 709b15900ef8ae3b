import { type ChainNamespace } from '../chain/ChainNamespace';
import { type CaipNetwork, type CaipNetworkId } from '../network/CaipNetwork';
import { isNetworkRequested } from '../network/isNetworkRequested';

export interface NetworkSwitchInput {
  /** The network to make active. */
  readonly network: Pick<CaipNetwork, 'chainNamespace' | 'caipNetworkId'>;
  /** The namespace's requested networks (SPEC §3 `networkState.requestedCaipNetworks`). */
  readonly requestedNetworks: readonly CaipNetwork[];
  /** Option `enableNetworkSwitch`. */
  readonly enableNetworkSwitch: boolean;
  /** Option `allowUnsupportedChain`. */
  readonly allowUnsupportedChain: boolean;
  /** Basic wallet-connect mode: the modal only pairs wallets and never drives networks. */
  readonly isBasicWcMode: boolean;
}

/** What switching the active network does, in this order. */
export interface NetworkSwitchPlan {
  readonly activeNamespace: ChainNamespace;
  readonly storeNetworkId: CaipNetworkId;
  readonly showUnsupportedChain: boolean;
}

/**
 * Whether switching to `network` leaves the requested networks. An empty list means no network
 * was requested on that namespace, so there is nothing to leave.
 */
export function isUnsupportedNetwork(
  network: Pick<CaipNetwork, 'caipNetworkId'>,
  requestedNetworks: readonly CaipNetwork[],
): boolean {
  return requestedNetworks.length > 0 && !isNetworkRequested(network.caipNetworkId, requestedNetworks);
}

/**
 * SPEC §4: "Switching the active network: sets the namespace active, clears the send form,
 * stores the network id, and shows UnsupportedChain if the network is not among the requested
 * ones, unless network switch is off, unsupported chains are allowed, or basic wallet-connect
 * mode is used." The send form is cleared because its token and amounts belong to the old
 * network; the form lives with the send views, which watch the network and clear it themselves.
 */
export function planNetworkSwitch(input: NetworkSwitchInput): NetworkSwitchPlan {
  const unsupported = isUnsupportedNetwork(input.network, input.requestedNetworks);
  return {
    activeNamespace: input.network.chainNamespace,
    storeNetworkId: input.network.caipNetworkId,
    showUnsupportedChain:
      unsupported && input.enableNetworkSwitch && !input.allowUnsupportedChain && !input.isBasicWcMode,
  };
}
