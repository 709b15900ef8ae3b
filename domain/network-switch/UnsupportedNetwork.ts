import { type CaipNetwork } from '../network/CaipNetwork';
import { isUnsupportedNetwork } from './NetworkSwitchPlan';

export interface UnsupportedNetworkInput {
  /** The active network, when there is one. */
  readonly network: Pick<CaipNetwork, 'caipNetworkId'> | undefined;
  /** The active namespace's requested networks (SPEC §3 `networkState.requestedCaipNetworks`). */
  readonly requestedNetworks: readonly CaipNetwork[];
  /** Option `allowUnsupportedChain`. */
  readonly allowUnsupportedChain: boolean;
}

/**
 * Whether the visitor is told that the active network is one the site does not support, with a
 * way to switch (SPEC §4): a wallet moved there itself, since the site can switch only to its
 * own networks. A site that allows unsupported networks (`allowUnsupportedChain`) lets the
 * visitor stay there without a warning, as it does without the UnsupportedChain view.
 */
export function isUnsupportedActiveNetwork(input: UnsupportedNetworkInput): boolean {
  return (
    input.network !== undefined &&
    !input.allowUnsupportedChain &&
    isUnsupportedNetwork(input.network, input.requestedNetworks)
  );
}
