import { t } from './walletConnectMessages';
import { QrPlate } from '../shared/qr/QrPlate';
import { WalletConnectLogo } from './WalletConnectLogo';

export interface QrCodeProps {
  readonly uri: string | undefined;
  readonly imageUrl: string | undefined;
  readonly walletName: string;
}

/**
 * A WalletConnect pairing uri as a QR code (see shared/qr/QrSvg) on a white plate, so that a
 * phone reads it in dark mode too, with the wallet's image in the centre, or the WalletConnect
 * mark when it has none or it fails. The uri is on the SVG's `uri` attribute and the wrapper's
 * `data-uri`, for tools and tests. Until a uri exists (and the QR code's chunk has loaded) a
 * shimmering plate of the same size holds its place.
 */
export function QrCode({ uri, imageUrl, walletName }: QrCodeProps) {
  return (
    <QrPlate
      value={uri}
      label={t('wc.qrLabel', { wallet: walletName })}
      testId="wc-qr"
      plateData={uri === undefined ? {} : { 'data-uri': uri }}
      {...(uri === undefined ? {} : { svgAttributes: { uri } })}
      imageUrl={imageUrl}
      fallback={({ position, size }) => <WalletConnectLogo x={position} y={position} size={size} />}
    />
  );
}
