import { injectable } from 'inversify';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type NetworkState } from '../../domain/network/ChainState';
import { Store } from '../state/Store';

/** SPEC §3 chain state, less the account (kept in AccountStore so account changes re-render alone). */
export interface NamespaceNetworks {
  readonly networkState: NetworkState;
  readonly caipNetworks: readonly CaipNetwork[];
}

export interface ChainStoreState {
  readonly activeNamespace: ChainNamespace | undefined;
  readonly activeCaipNetwork: CaipNetwork | undefined;
  readonly chains: Readonly<Partial<Record<ChainNamespace, NamespaceNetworks>>>;
}

@injectable()
export class ChainStore extends Store<ChainStoreState> {
  constructor() {
    super({ activeNamespace: undefined, activeCaipNetwork: undefined, chains: {} });
  }

  /** Every network the host configured, namespace by namespace, each namespace's in the order given. */
  allNetworks(): readonly CaipNetwork[] {
    return Object.values(this.get().chains).flatMap((chain) => chain.caipNetworks);
  }

  /**
   * The networks the site requests on `namespace` (SPEC §4: any other shows UnsupportedChain). A
   * namespace the site configured no network on requests none of its own: every network the site
   * configured is then what the visitor is asked to go back to.
   */
  requestedNetworks(namespace: ChainNamespace): readonly CaipNetwork[] {
    return this.networkState(namespace)?.requestedCaipNetworks ?? this.allNetworks();
  }

  networkState(namespace: ChainNamespace): NetworkState | undefined {
    return this.get().chains[namespace]?.networkState;
  }

  updateNetworkState(namespace: ChainNamespace, change: (state: NetworkState) => NetworkState): void {
    this.update((state) => {
      const chain = state.chains[namespace];
      if (!chain) return state;
      return {
        ...state,
        chains: { ...state.chains, [namespace]: { ...chain, networkState: change(chain.networkState) } },
      };
    });
  }
}
