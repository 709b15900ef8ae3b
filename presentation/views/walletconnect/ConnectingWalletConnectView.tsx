import { useRef, useState } from 'react';
import { Environment } from '../../../application/ports/Environment';
import { PickedWallets } from '../../../application/wallets/PickedWallets';
import { stringData, type ViewProps } from '../../modal/ViewProps';
import { t } from './walletConnectMessages';
import { useKeyportApp } from '../../react/KeyportAppContext';
import { WalletImage } from '../shared/WalletImage';
import { LinkPanel } from './LinkPanel';
import { PairingFailure } from './PairingFailure';
import { isLinkPlatform, platformLink, type PlatformLink } from '../../../domain/wallet/platformLinks';
import { PlatformTabs } from './PlatformTabs';
import { QrPanel } from './QrPanel';
import { useWalletConnectPairing } from './useWalletConnectPairing';
import { useWalletConnectStyles } from './useWalletConnectStyles';
import { WalletConnectUnavailable } from './WalletConnectUnavailable';
import {
  walletConnectPlatforms,
  type WalletConnectPlatform,
} from '../../../domain/wallet/walletConnectPlatforms';

/** Whether this page is shown inside another page's frame (where only the top page may leave for an app). */
function isInFrame(): boolean {
  return window.self !== window.top;
}

/**
 * The ConnectingWalletConnect view: a wallet (or any wallet) reached through WalletConnect. The
 * REFERENCE §7 platforms are tabs: a QR code for a phone, or links that open the wallet's phone,
 * web or desktop app with the pairing uri; on a phone the phone app comes first. The pairing runs
 * while the view is shown and is renewed before it expires (SPEC §4); a declined or failed
 * attempt offers "Try again".
 */
export function ConnectingWalletConnectView({ entry }: ViewProps) {
  useWalletConnectStyles();
  const app = useKeyportApp('ConnectingWalletConnectView');
  const environment = app.resolve<Environment>(Environment);
  const walletId = stringData(entry.data, 'walletId');
  // The tile the visitor picked, with the image it showed.
  const picked = walletId === undefined ? undefined : app.resolve(PickedWallets).get(walletId);
  const wallet = picked?.wallet;
  const { service, available, uri, failure } = useWalletConnectPairing(walletId);
  const platforms = walletConnectPlatforms(wallet, environment.isMobile);
  const [chosen, setChosen] = useState<WalletConnectPlatform | undefined>(undefined);
  const body = useRef<HTMLDivElement>(null);

  const current = chosen !== undefined && platforms.includes(chosen) ? chosen : (platforms[0] ?? 'qrcode');
  const walletName = wallet?.name ?? t('connecting.walletFallback');
  const imageUrl = picked?.imageUrl;

  if (!available) return <WalletConnectUnavailable testId="view-ConnectingWalletConnect" />;

  const open = (link: PlatformLink): void => service.openDeepLink(wallet, link);
  const retry = (): void => {
    // The button goes away while a fresh uri is shown: focus stays in the view.
    body.current?.focus();
    void service.retry();
  };
  const context = { isTelegram: environment.isTelegram, os: environment.os, inFrame: isInFrame() };
  const link =
    isLinkPlatform(current) && uri !== undefined
      ? platformLink(current, wallet ?? {}, uri, context)
      : undefined;

  return (
    <div
      className="kp-wc"
      data-testid="view-ConnectingWalletConnect"
      data-wallet-id={walletId}
      data-platform={current}
    >
      <PlatformTabs platforms={platforms} current={current} onSelect={setChosen}>
        <div ref={body} className="kp-wc-panel" tabIndex={-1}>
          {failure !== undefined ? (
            <>
              <WalletImage src={imageUrl} large />
              <PairingFailure failure={failure} onRetry={retry} />
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
