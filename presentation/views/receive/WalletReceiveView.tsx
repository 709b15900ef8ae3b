import { CopyIcon } from '../../icons/viewIcons';
import { t } from './receiveMessages';
import { useStyleSheet } from '../../theme/useStyleSheet';
import { RECEIVE_CSS, RECEIVE_STYLE_ELEMENT_ID } from './receiveCss';
import { ReceiveNetworks } from './ReceiveNetworks';
import { ReceiveQrCode } from './ReceiveQrCode';
import { useWalletReceive } from './useWalletReceive';

/**
 * The WalletReceive view: the connected address to be paid at, as a QR code to scan and in full
 * as text, "Copy address" (with the Account view's confirmation), and the networks it is valid
 * on. It only shows the account's details (`useWalletReceive`); nothing here needs a service.
 */
export function WalletReceiveView() {
  useStyleSheet(RECEIVE_STYLE_ELEMENT_ID, RECEIVE_CSS);
  const receive = useWalletReceive();

  if (!receive.connected) {
    return (
      <div className="kp-empty" data-testid="view-WalletReceive">
        <p className="kp-paragraph">{t('account.notConnected')}</p>
      </div>
    );
  }

  const { address, network, networks, walletImageUrl, copyAddress } = receive;
  return (
    <div className="kp-receive" data-testid="view-WalletReceive">
      <ReceiveQrCode address={address} walletImageUrl={walletImageUrl} network={network} />
      <p className="kp-receive-address" data-testid="receive-address">
        {address}
      </p>
      <button
        type="button"
        className="kp-button kp-button-block"
        onClick={() => void copyAddress()}
        data-testid="receive-copy-address"
      >
        <CopyIcon />
        {t('account.copy')}
      </button>
      <ReceiveNetworks networks={networks} />
    </div>
  );
}
