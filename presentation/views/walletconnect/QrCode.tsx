import { t } from '../../messages/t';
import { QrCentreImage } from '../shared/qr/QrCentreImage';
import { QrSvg } from '../shared/qr/QrSvg';
import { useQrDrawing } from '../shared/qr/useQrDrawing';
import { useQrStyles } from '../shared/qr/useQrStyles';
import { WalletConnectLogo } from './WalletConnectLogo';

/**
 * A WalletConnect pairing uri as a QR code (see shared/qr/QrSvg) on a white plate, so that a
 * phone reads it in dark mode too, with the wallet's image in the centre, or the WalletConnect
 * mark when it has none or it fails. The uri is on the SVG's `uri` attribute and the wrapper's
 * `data-uri`, for tools and tests. Until a uri exists (and the QR code's chunk has loaded) a
 * shimmering plate of the same size holds its place.
 */
export interface QrCodeProps {
  readonly uri: string | undefined;
  readonly imageUrl: string | undefined;
  readonly walletName: string;
}

export function QrCode({ uri, imageUrl, walletName }: QrCodeProps) {
  useQrStyles();
  const drawing = useQrDrawing(uri);
  if (uri === undefined || drawing === undefined) {
    return (
      <div className="kp-qr kp-qr-loading" role="img" aria-label={t('wc.qrLoading')} data-testid="wc-qr" />
    );
  }
  return (
    <div className="kp-qr" data-uri={uri} data-testid="wc-qr">
      <QrSvg
        drawing={drawing}
        label={t('wc.qrLabel', { wallet: walletName })}
        attributes={{ uri }}
        centre={(box) => (
          <QrCentreImage
            key={imageUrl}
            imageUrl={imageUrl}
            box={box}
            fallback={({ position, size }) => <WalletConnectLogo x={position} y={position} size={size} />}
          />
        )}
      />
    </div>
  );
}
