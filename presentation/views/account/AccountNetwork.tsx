import { getChainImage } from '../../../application/instance/actions/getChainImage';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { Suspense } from 'react';
import { LazyNetworkIcon } from '../../icons/LazyNetworkIcons';
import { UnsupportedNetworkIcon } from '../../icons/UnsupportedNetworkIcon';
import { ChevronRightIcon } from '../../icons/viewIcons';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './accountMessages';

export interface AccountNetworkProps {
  readonly network: CaipNetwork;
  /** The wallet is on a network the site does not support (SPEC §4). */
  readonly unsupported: boolean;
  /** There is another network to go to: the site configured more than one, or this one is unsupported. */
  readonly canSwitch: boolean;
  /** Opens the Networks view. */
  readonly onSwitch: () => void;
}

/**
 * The network the account is on, in the account card: a chip that opens the Networks view when
 * there is another network to switch to (a site with only the connect button gives visitors no
 * other way), plain text when there is not; and when the site does not support it, a warning
 * with "Switch network".
 */
export function AccountNetwork({ network, unsupported, canSwitch, onSwitch }: AccountNetworkProps) {
  const keyport = useKeyport('AccountView');
  if (unsupported) {
    return (
      <div className="kp-account-network-warning" data-testid="account-network-unsupported">
        <p className="kp-paragraph">
          <UnsupportedNetworkIcon size={20} />
          {t('account.networkUnsupported', { network: network.name })}
        </p>
        <button type="button" className="kp-button kp-button-primary" onClick={onSwitch}>
          {t('account.switchNetwork')}
        </button>
      </div>
    );
  }
  const icon = (
    <Suspense fallback={<span className="kp-network-placeholder" style={{ width: 20, height: 20 }} />}>
      <LazyNetworkIcon
        network={network}
        size={20}
        chainImage={getChainImage(keyport, { chainId: network.id })}
      />
    </Suspense>
  );
  if (!canSwitch) {
    return (
      <p className="kp-account-network" data-testid="account-network">
        {icon}
        {network.name}
      </p>
    );
  }
  return (
    <button
      type="button"
      className="kp-account-network"
      onClick={onSwitch}
      aria-label={t('account.networkChip', { network: network.name })}
      data-testid="account-network"
    >
      {icon}
      {network.name}
      <ChevronRightIcon />
    </button>
  );
}
