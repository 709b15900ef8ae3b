import { ChevronRightIcon } from '../../icons/viewIcons';
import { NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { t } from './connectMessages';

/**
 * The row that opens the AllWallets view, with the explorer's wallet count when it is known. In an
 * arrow-key list it is one of the list's stops (`navItem`).
 */
export function AllWalletsRow({
  onOpen,
  total,
  navItem = false,
}: {
  readonly onOpen: () => void;
  readonly total?: number | undefined;
  readonly navItem?: boolean;
}) {
  return (
    <button
      type="button"
      className="kp-row"
      data-testid="all-wallets"
      {...(navItem ? { [NAV_ITEM_ATTRIBUTE]: '' } : {})}
      onClick={onOpen}
    >
      <span className="kp-wallet-image kp-wallet-placeholder" aria-hidden>
        <ChevronRightIcon />
      </span>
      <span className="kp-row-text">
        <span className="kp-row-title">{t('connect.allWallets')}</span>
      </span>
      {total !== undefined && <span className="kp-badge">{total}</span>}
    </button>
  );
}
