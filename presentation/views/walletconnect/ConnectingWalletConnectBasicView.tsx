import { useRef } from 'react';
import { navigate } from '../../../application/instance/actions/navigate';
import { useKeyport } from '../../react/KeyportAppContext';
import { t } from './walletConnectMessages';
import { PairingFailure } from './PairingFailure';
import { AllWalletsRow } from '../connect/AllWalletsRow';
import { useConnectOptions } from '../connect/useConnectOptions';
import { QrPanel } from './QrPanel';
import { useWalletConnectPairing } from './useWalletConnectPairing';
import { useWalletConnectStyles } from './useWalletConnectStyles';
import { WalletConnectUnavailable } from './WalletConnectUnavailable';

/**
 * The ConnectingWalletConnectBasic view (SPEC §2 start view with manual wallet-connect control or
 * without chain adapters): one QR code for any WalletConnect wallet, with the WalletConnect mark
 * in its centre, "Copy link", and the way to the full wallet list when the site shows it.
 */
export function ConnectingWalletConnectBasicView() {
  useWalletConnectStyles();
  const keyport = useKeyport('ConnectingWalletConnectBasicView');
  const { allWallets } = useConnectOptions('ConnectingWalletConnectBasicView');
  const { available, uri, failure, retry } = useWalletConnectPairing(
    'ConnectingWalletConnectBasicView',
    undefined,
  );
  const body = useRef<HTMLDivElement>(null);

  if (!available) return <WalletConnectUnavailable testId="view-ConnectingWalletConnectBasic" />;

  const tryAgain = (): void => {
    body.current?.focus();
    retry();
  };
  return (
    <div className="kp-wc" data-testid="view-ConnectingWalletConnectBasic">
      <div ref={body} className="kp-wc-panel" tabIndex={-1}>
        {failure !== undefined ? (
          <PairingFailure failure={failure} onRetry={tryAgain} />
        ) : (
          <QrPanel uri={uri} imageUrl={undefined} walletName={t('connecting.walletFallback')} />
        )}
      </div>
      {allWallets && <AllWalletsRow onOpen={() => navigate(keyport, { to: { view: 'AllWallets' } })} />}
    </div>
  );
}
