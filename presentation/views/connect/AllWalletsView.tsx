import { useEffect, useId, useRef } from 'react';
import { SearchIcon } from '../../icons/viewIcons';
import { arrowKeyNavigation, NAV_ITEM_ATTRIBUTE } from '../../keyboard/arrowNavigation';
import { GRID_COLUMNS } from '../../keyboard/gridColumns';
import { t } from './connectMessages';
import { WalletImage } from '../shared/WalletImage';
import { useAllWallets } from './useAllWallets';
import { useLoadMoreSentinel } from './useLoadMoreSentinel';

const moveThroughGrid = arrowKeyNavigation(GRID_COLUMNS);

/**
 * The AllWallets view (REFERENCE §7): the explorer's wallets in a grid, searched as the visitor
 * types, filtered to certified ones on request, loaded page by page as the end of the grid
 * scrolls into sight or the "Load more" button is used.
 */
export function AllWalletsView() {
  const {
    list: state,
    search,
    typed,
    setCertifiedOnly,
    loadMore,
    retry,
    choose,
    isEmpty,
    status,
  } = useAllWallets();
  const searchId = useId();
  const grid = useRef<HTMLUListElement>(null);
  /** After "Load more", the first new tile takes focus, so the keyboard carries on where it was. */
  const focusTileAt = useRef<number | undefined>(undefined);
  const sentinel = useLoadMoreSentinel(state.hasMore && !state.loading && !state.error, loadMore);

  useEffect(() => {
    const index = focusTileAt.current;
    if (index === undefined || state.loading) return;
    focusTileAt.current = undefined;
    grid.current?.querySelectorAll<HTMLElement>(`[${NAV_ITEM_ATTRIBUTE}]`)[index]?.focus();
  }, [state.wallets, state.loading]);

  const loadMoreByButton = (): void => {
    if (state.loading) return;
    focusTileAt.current = state.wallets.length;
    loadMore();
  };

  return (
    <div data-testid="view-AllWallets">
      <div className="kp-toolbar">
        <div className="kp-search">
          <label htmlFor={searchId} className="kp-visually-hidden">
            {t('allWallets.search')}
          </label>
          <SearchIcon />
          <input
            id={searchId}
            className="kp-input"
            type="search"
            autoComplete="off"
            spellCheck={false}
            placeholder={t('allWallets.search')}
            value={search}
            onChange={(event) => typed(event.target.value)}
            data-testid="all-wallets-search"
          />
        </div>
        <label className="kp-switch">
          <input
            className="kp-switch-input"
            type="checkbox"
            role="switch"
            checked={state.certifiedOnly}
            onChange={(event) => setCertifiedOnly(event.target.checked)}
            data-testid="all-wallets-certified"
          />
          <span className="kp-switch-track" aria-hidden />
          {t('allWallets.certifiedOnly')}
        </label>
      </div>

      <ul ref={grid} className="kp-grid" aria-label={t('allWallets.list')} onKeyDown={moveThroughGrid}>
        {state.wallets.map((wallet) => (
          <li key={wallet.id}>
            <button
              type="button"
              className="kp-tile"
              data-testid={`wallet-${wallet.id}`}
              {...{ [NAV_ITEM_ATTRIBUTE]: '' }}
              onClick={() => choose(wallet)}
            >
              <WalletImage src={wallet.imageUrl} />
              <span className="kp-tile-name kp-name" title={wallet.name}>
                {wallet.name}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <p className="kp-visually-hidden" role="status">
        {status}
      </p>
      {state.loading && (
        <div className="kp-loading" aria-hidden>
          <span className="kp-spinner" />
        </div>
      )}
      {isEmpty && <p className="kp-empty">{t('allWallets.empty')}</p>}
      {state.error && (
        <div className="kp-center kp-footer" role="alert">
          <p className="kp-paragraph kp-text-danger">{t('allWallets.error')}</p>
          <button type="button" className="kp-button" onClick={retry}>
            {t('allWallets.retry')}
          </button>
        </div>
      )}
      {state.hasMore && !state.error && (
        <div className="kp-footer">
          <div ref={sentinel} className="kp-sentinel" aria-hidden />
          <button
            type="button"
            className="kp-button kp-button-block"
            onClick={loadMoreByButton}
            aria-disabled={state.loading}
            data-testid="all-wallets-load-more"
          >
            {t('allWallets.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
