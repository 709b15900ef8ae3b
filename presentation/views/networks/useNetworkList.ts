import { useState } from 'react';
import { getNetwork } from '../../../application/instance/actions/getNetwork';
import { goBack } from '../../../application/instance/actions/goBack';
import { showMessage } from '../../../application/instance/actions/showMessage';
import { switchNetwork } from '../../../application/instance/actions/switchNetwork';
import { watchNetwork } from '../../../application/instance/actions/watchNetwork';
import { type CaipNetwork, type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/**
 * The network list's model: the networks the host configured, the active one, the one being
 * switched to, and the network the wallet is on when the site does not support it (none of the
 * site's networks is then active). Choosing one switches to it (SPEC §4: the wallet first, when one is connected) and
 * goes back, which closes the modal when it opened here or on UnsupportedChain (SPEC §2); a
 * refused switch stays here and the snackbar says why.
 */
export function useNetworkList() {
  const keyport = useKeyport('NetworkList');
  const { networks, caipNetwork, caipNetworkId, unsupported } = useKeyportValue(
    keyport,
    getNetwork,
    watchNetwork,
  );
  const [switching, setSwitching] = useState<CaipNetworkId | undefined>(undefined);

  const choose = async (network: CaipNetwork): Promise<void> => {
    if (switching !== undefined) return;
    if (network.caipNetworkId === caipNetworkId) {
      await goBack(keyport);
      return;
    }
    setSwitching(network.caipNetworkId);
    try {
      await switchNetwork(keyport, { network });
      await goBack(keyport);
    } catch (error) {
      showMessage(keyport, { kind: 'error', error });
    } finally {
      setSwitching(undefined);
    }
  };

  return {
    networks,
    activeId: caipNetworkId,
    unsupportedNetwork: unsupported ? caipNetwork : undefined,
    switching,
    choose,
  };
}
