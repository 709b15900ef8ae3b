import { useRef } from 'react';
import { stringData, type ViewProps } from '../../modal/ViewProps';
import { WalletImage } from '../shared/WalletImage';
import { isLinkPlatform } from '../../../domain/wallet/platformLinks';
import { LinkPanel } from './LinkPanel';
import { PairingFailure } from './PairingFailure';
import { PlatformTabs } from './PlatformTabs';
import { QrPanel } from './QrPanel';
import { useConnectingWalletConnect } from './useConnectingWalletConnect';
import { useWalletConnectStyles } from './useWalletConnectStyles';
import { WalletConnectUnavailable } from './WalletConnectUnavailable';

/**
 * The ConnectingWalletConnect view: a wallet (or any wallet) reached through WalletConnect. The
 * REFERENCE §7 platforms are tabs: a QR code for a phone, or links that open the wallet's phone,
 * web or desktop app with the pairing uri; on a phone the phone app comes first. The pairing runs
 * while the view is shown and is renewed before it expires (SPEC §4); a declined or failed
 * attempt offers "Try again".
 */
export function ConnectingWalletConnectView({ entry }: ViewProps) {
  useWalletConnectStyles();
  const walletId = stringData(entry.data, 'walletId');
  const {
    available,
    uri,
    failure,
    retry,
    walletName,
    imageUrl,
    platforms,
    current,
    choosePlatform,
    link,
    open,
  } = useConnectingWalletConnect(walletId);
  const body = useRef<HTMLDivElement>(null);

  if (!available) return <WalletConnectUnavailable testId="view-ConnectingWalletConnect" />;

  const tryAgain = (): void => {
    // The button goes away while a fresh uri is shown: focus stays in the view.
    body.current?.focus();
    retry();
  };

  return (
    <div
      className="kp-wc"
      data-testid="view-ConnectingWalletConnect"
      data-wallet-id={walletId}
      data-platform={current}
    >
      <PlatformTabs platforms={platforms} current={current} onSelect={choosePlatform}>
        <div ref={body} className="kp-wc-panel" tabIndex={-1}>
          {failure !== undefined ? (
            <>
              <WalletImage src={imageUrl} large />
              <PairingFailure failure={failure} onRetry={tryAgain} />
            </>
          ) : isLinkPlatform(current) ? (
            <LinkPanel link={link} uri={uri} walletName={walletName} imageUrl={imageUrl} onOpen={open} />
          ) : (
            <QrPanel uri={uri} imageUrl={imageUrl} walletName={walletName} />
          )}
        </div>
      </PlatformTabs>
    </div>
  );
}
