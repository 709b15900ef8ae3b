import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { hasNetworkMark, NetworkMarkSvg } from '../../icons/networkIcons';
import { t } from './receiveMessages';
import { QrPlate } from '../shared/qr/QrPlate';

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
  const imageUrl = walletImageUrl ?? network?.assets?.imageUrl;
  const mark =
    network !== undefined && hasNetworkMark(network.caipNetworkId) ? network.caipNetworkId : undefined;
  return (
    <QrPlate
      value={address}
      label={t('receive.qrLabel')}
      testId="receive-qr"
      plateData={{ 'data-address': address }}
      imageUrl={imageUrl}
      fallback={({ position, size }) =>
        mark !== undefined && (
          <g transform={`translate(${position} ${position})`}>
            <NetworkMarkSvg caipNetworkId={mark} size={size} />
          </g>
        )
      }
    />
  );
}
