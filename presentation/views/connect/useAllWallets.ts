import { useCallback, useEffect, useState } from 'react';
import { filterWallets } from '../../../application/instance/actions/filterWallets';
import { getAllWallets } from '../../../application/instance/actions/getAllWallets';
import { loadMoreWallets } from '../../../application/instance/actions/loadMoreWallets';
import { openAllWallets } from '../../../application/instance/actions/openAllWallets';
import { searchWallets } from '../../../application/instance/actions/searchWallets';
import { watchAllWallets } from '../../../application/instance/actions/watchAllWallets';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';
import { t } from './connectMessages';
import { useChooseWallet } from './useChooseWallet';

/** A page that failed shows its failure from the list's state; only a destroyed instance refuses besides. */
const shownByTheList = (): undefined => undefined;

/**
 * The AllWallets view's model: the explorer's list (opened afresh when the view is shown), the
 * search as the visitor types it (the list follows once typing paused), the certified filter,
 * paging, "Try again", and what the list says to a screen reader.
 */
export function useAllWallets() {
  const keyport = useKeyport('AllWalletsView');
  const [search, setSearch] = useState('');
  const list = useKeyportValue(keyport, getAllWallets, watchAllWallets);
  const choose = useChooseWallet('AllWalletsView');

  useEffect(() => {
    openAllWallets(keyport).catch(shownByTheList);
  }, [keyport]);

  const typed = useCallback(
    (text: string): void => {
      setSearch(text);
      searchWallets(keyport, { search: text });
    },
    [keyport],
  );
  const setCertifiedOnly = (certifiedOnly: boolean): void =>
    void filterWallets(keyport, { certifiedOnly }).catch(shownByTheList);
  const loadMore = (): void => void loadMoreWallets(keyport).catch(shownByTheList);
  // A first page that failed is asked for again with the search and filter as they are.
  const retry = (): void => (list.page === 0 ? setCertifiedOnly(list.certifiedOnly) : loadMore());

  const isEmpty = !list.loading && !list.error && list.page > 0 && list.wallets.length === 0;
  const status = list.loading
    ? t('allWallets.loading')
    : isEmpty
      ? t('allWallets.empty')
      : list.page > 0
        ? t('allWallets.results', { count: list.wallets.length })
        : '';

  return { list, search, typed, setCertifiedOnly, loadMore, retry, choose, isEmpty, status };
}
