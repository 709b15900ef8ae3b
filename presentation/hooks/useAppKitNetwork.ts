import { map } from 'rxjs';
import { ChainStore } from '../../application/chain/ChainStore';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

export interface AppKitNetwork {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  readonly chainId: number | string | undefined;
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[];
  readonly supportsAllNetworks: boolean;
  switchNetwork(network: CaipNetwork): Promise<boolean>;
}

/** REFERENCE §5 `useAppKitNetwork()`: the active network and a way to switch it. */
export function useAppKitNetwork(): AppKitNetwork {
  const app = requireApp('useAppKitNetwork');
  const chains = app.resolve(ChainStore);
  const network = useObservableValue(
    () =>
      chains.state$.pipe(
        map((state) => {
          const networkState =
            state.activeNamespace === undefined
              ? undefined
              : state.chains[state.activeNamespace]?.networkState;
          return {
            caipNetwork: state.activeCaipNetwork,
            approvedCaipNetworkIds: networkState?.approvedCaipNetworkIds ?? [],
            supportsAllNetworks: networkState?.supportsAllNetworks ?? true,
          };
        }),
      ),
    [chains],
  );
  return {
    ...network,
    caipNetworkId: network.caipNetwork?.caipNetworkId,
    chainId: network.caipNetwork?.id,
    switchNetwork: (target) => app.core.switchNetwork(target),
  };
}
