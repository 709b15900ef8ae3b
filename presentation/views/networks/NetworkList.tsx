import { useState } from 'react';
import { ChainStore } from '../../../application/chain/ChainStore';
import { ModalService } from '../../../application/modal/ModalService';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { NetworkIcon } from '../../icons/NetworkIcon';
import { CheckIcon } from '../../icons/viewIcons';
import { arrowKeyNavigation, NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { t } from './networkMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';

const moveThroughList = arrowKeyNavigation(1);

/**
 * The networks the host configured, the active one marked. Choosing one switches to it
 * (SPEC §4: the wallet first, when one is connected) and goes back, which closes the modal when
 * it opened here or on UnsupportedChain (SPEC §2). A refused switch stays here; the snackbar
 * says why.
 */
export function NetworkList() {
  const app = useKeyportApp('NetworkList');
  const modal = app.resolve(ModalService);
  const chains = app.resolve(ChainStore);
  const { activeCaipNetwork } = useStoreState(chains);
  const [switching, setSwitching] = useState<string | undefined>(undefined);

  const choose = async (network: CaipNetwork): Promise<void> => {
    if (switching !== undefined) return;
    if (network.caipNetworkId === activeCaipNetwork?.caipNetworkId) {
      await modal.goBack();
      return;
    }
    setSwitching(network.caipNetworkId);
    try {
      if (await app.core.switchNetwork(network)) await modal.goBack();
    } finally {
      setSwitching(undefined);
    }
  };

  return (
    <ul className="kp-list" aria-label={t('networks.list')} onKeyDown={moveThroughList}>
      {chains.allNetworks().map((network) => {
        const active = network.caipNetworkId === activeCaipNetwork?.caipNetworkId;
        const busy = switching === network.caipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="kp-row"
              data-testid={`network-${network.caipNetworkId}`}
              {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
              aria-current={active ? 'true' : undefined}
              aria-busy={busy || undefined}
              onClick={() => void choose(network)}
            >
              <NetworkIcon network={network} size={32} />
              <span className="kp-row-text">
                <span className="kp-row-title">{network.name}</span>
              </span>
              {busy && <span className="kp-spinner kp-spinner-sm" aria-hidden />}
              {active && !busy && (
                <span className="kp-badge">
                  <CheckIcon />
                  {t('networks.active')}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
