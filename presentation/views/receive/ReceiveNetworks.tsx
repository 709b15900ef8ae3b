import { useId } from 'react';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { getChainImage } from '../../../application/instance/actions/getChainImage';
import { NetworkIcon } from '../../icons/NetworkIcon';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './receiveMessages';

/**
 * The networks the address can receive on: the host's networks of the connected namespace, since
 * an address of a namespace is the same on each of its networks. A labelled list, so a screen
 * reader announces what the names are for and how many there are.
 */
export function ReceiveNetworks({ networks }: { readonly networks: readonly CaipNetwork[] }) {
  const headingId = useId();
  const keyport = useKeyport('ReceiveNetworks');
  if (networks.length === 0) return null;
  return (
    <section className="kp-receive-networks" aria-labelledby={headingId}>
      <p id={headingId} className="kp-paragraph kp-text-muted kp-text-sm">
        {t('receive.networks')}
      </p>
      <ul aria-labelledby={headingId}>
        {networks.map((network) => (
          <li
            key={network.caipNetworkId}
            className="kp-receive-network"
            data-testid={`receive-network-${network.caipNetworkId}`}
          >
            <NetworkIcon
              network={network}
              size={24}
              chainImage={getChainImage(keyport, { chainId: network.id })}
            />
            {network.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
