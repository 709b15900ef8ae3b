import { useRef } from 'react';
import { OptionsStore } from '../../../application/options/OptionsStore';
import { RouterService } from '../../../application/router/RouterService';
import { t } from './walletConnectMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { useStoreState } from '../../react/useStoreState';
import { PairingFailure } from './PairingFailure';
import { AllWalletsRow } from '../connect/AllWalletsRow';
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
  const app = useKeyportApp('ConnectingWalletConnectBasicView');
  const router = app.resolve(RouterService);
  const { features } = useStoreState(app.resolve(OptionsStore));
  const { service, available, uri, failure } = useWalletConnectPairing(undefined);
  const body = useRef<HTMLDivElement>(null);

  if (!available) return <WalletConnectUnavailable testId="view-ConnectingWalletConnectBasic" />;

  const retry = (): void => {
    body.current?.focus();
    void service.retry();
  };
  return (
    <div className="kp-wc" data-testid="view-ConnectingWalletConnectBasic">
      <div ref={body} className="kp-wc-panel" tabIndex={-1}>
        {failure !== undefined ? (
          <PairingFailure failure={failure} onRetry={retry} />
        ) : (
          <QrPanel uri={uri} imageUrl={undefined} walletName={t('connecting.walletFallback')} />
        )}
      </div>
      {features.allWallets && <AllWalletsRow onOpen={() => router.push({ view: 'AllWallets' })} />}
    </div>
  );
}
