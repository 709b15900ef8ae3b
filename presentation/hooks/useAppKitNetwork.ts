import { getNetwork } from '../../application/instance/actions/getNetwork';
import { watchNetwork } from '../../application/instance/actions/watchNetwork';
import { type CaipNetwork, type CaipNetworkId, type NetworkInput } from '../../domain/network/CaipNetwork';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

export interface AppKitNetwork {
  readonly caipNetwork: CaipNetwork | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  readonly chainId: number | string | undefined;
  readonly approvedCaipNetworkIds: readonly CaipNetworkId[];
  readonly supportsAllNetworks: boolean;
  /** Keyport's, viem's or AppKit's network object. */
  switchNetwork(network: NetworkInput): Promise<boolean>;
}

/** REFERENCE §5 `useAppKitNetwork()`: the active network and a way to switch it. */
export function useAppKitNetwork(): AppKitNetwork {
  const keyport = useKeyport('useAppKitNetwork');
  // Every field but the site's list of networks and the modal's warning, which REFERENCE §5 does
  // not give here.
  const {
    networks: _networks,
    unsupported: _unsupported,
    ...network
  } = useKeyportValue(keyport, getNetwork, watchNetwork);
  return { ...network, switchNetwork: (target) => keyport.switchNetwork(target) };
}
