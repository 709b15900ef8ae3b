import { getWalletInfo, type ConnectedWalletInfo } from '../../application/instance/actions/getWalletInfo';
import { watchWalletInfo } from '../../application/instance/actions/watchWalletInfo';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValueFor } from '../react/useKeyportValue';

/** REFERENCE §5 `useWalletInfo(namespace?)`: the connected wallet's name and icon. */
export function useWalletInfo(namespace?: ChainNamespace): { walletInfo: ConnectedWalletInfo | undefined } {
  const keyport = useKeyport('useWalletInfo');
  return { walletInfo: useKeyportValueFor(keyport, namespace, getWalletInfo, watchWalletInfo) };
}
