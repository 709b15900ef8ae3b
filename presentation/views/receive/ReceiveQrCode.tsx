import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { hasNetworkMark, NetworkMarkSvg } from '../../icons/networkIcons';
import { t } from '../../messages/t';
import { QrCentreImage } from '../shared/qr/QrCentreImage';
import { QrSvg } from '../shared/qr/QrSvg';
import { useQrDrawing } from '../shared/qr/useQrDrawing';
import { useQrStyles } from '../shared/qr/useQrStyles';

/**
 * The address as a QR code, for a phone wallet to scan, on the white plate the QR code always
 * has. Its centre shows the connected wallet's image, else the network's; when neither loads,
 * Keyport's mark of the network, when it has one. The address is on the plate's `data-address`,
 * for tools and tests. While the QR code's chunk loads, a shimmering plate of the same size
 * holds its place.
 */
export function ReceiveQrCode({
  address,
  walletImageUrl,
  network,
}: {
  readonly address: string;
  readonly walletImageUrl: string | undefined;
  readonly network: CaipNetwork | undefined;
}) {
  useQrStyles();
  const drawing = useQrDrawing(address);
  const imageUrl = walletImageUrl ?? network?.assets?.imageUrl;
  const mark =
    network !== undefined && hasNetworkMark(network.caipNetworkId) ? network.caipNetworkId : undefined;
  if (drawing === undefined) {
    return (
      <div
        className="kp-qr kp-qr-loading"
        role="img"
        aria-label={t('wc.qrLoading')}
        data-testid="receive-qr"
      />
    );
  }
  return (
    <div className="kp-qr" data-address={address} data-testid="receive-qr">
      <QrSvg
        drawing={drawing}
        label={t('receive.qrLabel')}
        centre={(box) => (
          <QrCentreImage
            key={imageUrl}
            imageUrl={imageUrl}
            box={box}
            fallback={({ position, size }) =>
              mark !== undefined && (
                <g transform={`translate(${position} ${position})`}>
                  <NetworkMarkSvg caipNetworkId={mark} size={size} />
                </g>
              )
            }
          />
        )}
      />
    </div>
  );
}
