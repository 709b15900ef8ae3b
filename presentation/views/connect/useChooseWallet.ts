import { useCallback } from 'react';
import { chooseWallet } from '../../../application/instance/actions/chooseWallet';
import { type WalletListItem } from '../../../application/instance/actions/getWalletList';
import { navigate } from '../../../application/instance/actions/navigate';
import { useKeyport } from '../../react/KeyportAppContext';
import { walletRoute } from './walletRoute';

/**
 * Picking a wallet of a list: the view it leads to is shown (its connecting view starts the
 * connection or the pairing).
 */
export function useChooseWallet(consumerName: string): (wallet: WalletListItem) => void {
  const keyport = useKeyport(consumerName);
  return useCallback(
    (wallet: WalletListItem) =>
      void chooseWallet(keyport, { wallet }).then(
        (choice) => navigate(keyport, { to: walletRoute(choice, wallet.name) }),
        // Only a destroyed instance refuses, and its modal is gone with it.
        () => undefined,
      ),
    [keyport],
  );
}
