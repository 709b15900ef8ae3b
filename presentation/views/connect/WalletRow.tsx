import { t } from './connectMessages';
import { NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { WalletImage } from '../shared/WalletImage';
import { WalletConnectLogo } from '../walletconnect/WalletConnectLogo';
import { type WalletTileModel } from './walletTiles';

const BADGE_TEXT = {
  installed: 'wallet.installed',
  recent: 'wallet.recent',
  qrcode: 'wallet.qrCode',
} as const;

/** A wallet of the Connect view's list: image, name, and where it comes from. */
export function WalletRow({
  tile,
  onSelect,
}: {
  readonly tile: WalletTileModel;
  readonly onSelect: () => void;
}) {
  const { id, name, imageUrl } = tile.wallet;
  return (
    <li>
      <button
        type="button"
        className="kp-row"
        data-testid={`wallet-${id}`}
        {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
        onClick={onSelect}
      >
        {tile.badge === 'qrcode' && imageUrl === undefined ? (
          <WalletConnectLogo size={40} className="kp-wallet-image" />
        ) : (
          <WalletImage src={imageUrl} />
        )}
        <span className="kp-row-text">
          <span className="kp-row-title kp-name" title={name}>
            {name}
          </span>
        </span>
        {tile.badge && <span className="kp-badge">{t(BADGE_TEXT[tile.badge])}</span>}
      </button>
    </li>
  );
}
