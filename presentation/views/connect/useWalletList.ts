import { useEffect, useMemo } from 'react';
import { getWalletList } from '../../../application/instance/actions/getWalletList';
import { loadWalletList } from '../../../application/instance/actions/loadWalletList';
import { watchWalletList } from '../../../application/instance/actions/watchWalletList';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';
import { walletTiles } from './walletTiles';

/**
 * The Connect view's wallet list: the wallets as tiles in the SPEC §2 order, whether an installed
 * one is among them (the wallet list then comes first, SPEC §2), and the count "All wallets" shows. The explorer's part is fetched once the view is
 * shown, never before.
 */
export function useWalletList() {
  const keyport = useKeyport('ConnectView');
  useEffect(() => {
    // An explorer that does not answer leaves its sections empty; only a destroyed instance refuses.
    loadWalletList(keyport).catch(() => undefined);
  }, [keyport]);
  const list = useKeyportValue(keyport, getWalletList, watchWalletList);
  const tiles = useMemo(() => walletTiles(list.sections), [list.sections]);
  const hasInstalledWallets = list.sections.some((section) => section.type === 'injected');
  return { tiles, hasInstalledWallets, totalWalletCount: list.totalWalletCount };
}
