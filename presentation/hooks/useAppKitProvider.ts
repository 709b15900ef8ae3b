import { getWalletProvider } from '../../application/instance/actions/getWalletProvider';
import { watchWalletProvider } from '../../application/instance/actions/watchWalletProvider';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type ConnectorType } from '../../domain/connector/Connector';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValueFor } from '../react/useKeyportValue';

/**
 * REFERENCE §5 `useAppKitProvider(namespace)`: the connected wallet's own provider (an EIP-1193
 * provider on eip155), for hosts that talk to the wallet directly.
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: ConnectorType | undefined } {
  const keyport = useKeyport('useAppKitProvider');
  const provider = useKeyportValueFor(keyport, namespace, getWalletProvider, watchWalletProvider);
  return {
    walletProvider: provider.walletProvider as T | undefined,
    walletProviderType: provider.walletProviderType,
  };
}
