import { getChainImage } from '../../../application/instance/actions/getChainImage';
import { NetworkIcon } from '../../icons/NetworkIcon';
import { UnsupportedNetworkIcon } from '../../icons/UnsupportedNetworkIcon';
import { useKeyport } from '../../react/KeyportAppContext';
import { CheckIcon } from '../../icons/viewIcons';
import { arrowKeyNavigation, NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { t } from './networkMessages';
import { useNetworkList } from './useNetworkList';
import { useNetworkStyles } from './useNetworkStyles';

const moveThroughList = arrowKeyNavigation(1);

/**
 * The networks the host configured, the active one marked, each a button that switches to it.
 * While the wallet is on a network the site does not support, that network heads the list,
 * marked so and not a choice, and none of the site's networks is marked active.
 */
export function NetworkList() {
  const keyport = useKeyport('NetworkList');
  const { networks, activeId, unsupportedNetwork, switching, choose } = useNetworkList();
  useNetworkStyles();

  return (
    <ul className="kp-list" aria-label={t('networks.list')} onKeyDown={moveThroughList}>
      {unsupportedNetwork && (
        <li>
          <div className="kp-row kp-row-static kp-row-unsupported" data-testid="network-unsupported">
            <UnsupportedNetworkIcon size={32} />
            <span className="kp-row-text">
              <span className="kp-row-title">{unsupportedNetwork.name}</span>
              <span className="kp-text-sm kp-text-muted">{t('networks.walletIsHere')}</span>
            </span>
            <span className="kp-badge kp-badge-unsupported">{t('networks.unsupported')}</span>
          </div>
        </li>
      )}
      {networks.map((network) => {
        const active = network.caipNetworkId === activeId;
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
              <NetworkIcon
                network={network}
                size={32}
                chainImage={getChainImage(keyport, { chainId: network.id })}
              />
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
