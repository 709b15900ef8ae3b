import { type ChainNamespace } from '../chain/ChainNamespace';
import { type AccountState, initialAccountState } from '../account/AccountState';
import { type CaipNetwork, type CaipNetworkId } from './CaipNetwork';

/** SPEC §3: what Keyport knows about the networks of one namespace. */
export interface NetworkState {
  /** The active network of this namespace, once one is chosen. */
  readonly caipNetwork?: CaipNetwork | undefined;
  /**
   * The wallet accepts any network, so no network counts as unsupported for it. True until a
   * wallet session says otherwise, so nothing is flagged unsupported before anyone connects.
   */
  readonly supportsAllNetworks: boolean;
  /** eip155 chain ids on which the embedded wallet offers a smart account. */
  readonly smartAccountEnabledNetworks: readonly number[];
  /** The networks the connected wallet's session approved. */
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[];
  /** The networks the host configured; any other network shows UnsupportedChain (SPEC §4). */
  readonly requestedCaipNetworks: readonly CaipNetwork[];
}

/** SPEC §3: the state Keyport keeps per namespace (one for eip155, one for solana…). */
export interface ChainState {
  readonly namespace: ChainNamespace;
  readonly networkState: NetworkState;
  readonly accountState: AccountState;
  /** Every network of this namespace the host configured. */
  readonly caipNetworks: readonly CaipNetwork[];
}

/** Network state before anything is known: no active network, nothing approved or requested. */
export function initialNetworkState(): NetworkState {
  return {
    supportsAllNetworks: true,
    smartAccountEnabledNetworks: [],
    approvedCaipNetworkIds: [],
    requestedCaipNetworks: [],
  };
}

/**
 * A namespace's state as created from the host's configuration: its networks are both the known
 * and the requested ones, and no account is connected yet.
 */
export function initialChainState(
  namespace: ChainNamespace,
  caipNetworks: readonly CaipNetwork[],
): ChainState {
  return {
    namespace,
    networkState: { ...initialNetworkState(), requestedCaipNetworks: caipNetworks },
    accountState: initialAccountState(),
    caipNetworks,
  };
}
