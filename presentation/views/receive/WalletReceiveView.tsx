import { copyWithSnackbar } from '../shared/copyWithSnackbar';
import { AccountStore } from '../../../application/account/AccountStore';
import { ActiveAccount } from '../../../application/account/ActiveAccount';
import { ChainStore } from '../../../application/chain/ChainStore';
import { SnackbarService } from '../../../application/snackbar/SnackbarService';
import { CopyIcon } from '../../icons/viewIcons';
import { t } from './receiveMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { useStyleSheet } from '../../theme/useStyleSheet';
import { RECEIVE_CSS, RECEIVE_STYLE_ELEMENT_ID } from './receiveCss';
import { ReceiveNetworks } from './ReceiveNetworks';
import { ReceiveQrCode } from './ReceiveQrCode';

/**
 * The WalletReceive view: the connected address to be paid at, as a QR code to scan and in full
 * as text, "Copy address" (with the Account view's confirmation), and the networks it is valid
 * on. It only shows what the account and chain stores hold; nothing here needs a service.
 */
export function WalletReceiveView() {
  useStyleSheet(RECEIVE_STYLE_ELEMENT_ID, RECEIVE_CSS);
  const app = useKeyportApp('WalletReceiveView');
  const { activeNamespace, activeCaipNetwork, chains } = useStoreState(app.resolve(ChainStore));
  useStoreState(app.resolve(AccountStore));
  const account = app.resolve(ActiveAccount).get();
  const address = account?.address;

  if (activeNamespace === undefined || !address) {
    return (
      <div className="kp-empty" data-testid="view-WalletReceive">
        <p className="kp-paragraph">{t('account.notConnected')}</p>
      </div>
    );
  }

  const snackbar = app.resolve(SnackbarService);
  const copyAddress = (): Promise<void> =>
    copyWithSnackbar(snackbar, address, { copied: t('account.copied'), failed: t('account.copyFailed') });

  return (
    <div className="kp-receive" data-testid="view-WalletReceive">
      <ReceiveQrCode
        address={address}
        walletImageUrl={account?.connectedWalletInfo?.icon}
        network={activeCaipNetwork}
      />
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
      <ReceiveNetworks networks={chains[activeNamespace]?.caipNetworks ?? []} />
    </div>
  );
}
