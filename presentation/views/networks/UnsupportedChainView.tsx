import { DisconnectButton } from '../shared/DisconnectButton';
import { t } from './networkMessages';
import { NetworkList } from './NetworkList';

/**
 * UnsupportedChain (SPEC §4): the wallet is on a network the host did not request. The visitor
 * is asked to switch, and offered the networks that work, or to disconnect and leave it there.
 */
export function UnsupportedChainView() {
  return (
    <div className="kp-stack" data-testid="view-UnsupportedChain">
      <p className="kp-paragraph kp-text-muted">{t('unsupported.text')}</p>
      <NetworkList />
      <DisconnectButton label={t('unsupported.disconnect')} className="kp-button kp-button-block" />
    </div>
  );
}
