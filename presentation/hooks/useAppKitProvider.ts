import { map } from 'rxjs';
import { ConnectorStore } from '../../application/connector/ConnectorStore';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type ConnectorType } from '../../domain/connector/Connector';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

/**
 * REFERENCE §5 `useAppKitProvider(namespace)`: the connected wallet's own provider (an EIP-1193
 * provider on eip155), for hosts that talk to the wallet directly.
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): { walletProvider: T | undefined; walletProviderType: ConnectorType | undefined } {
  const connectors = requireApp('useAppKitProvider').resolve(ConnectorStore);
  return useObservableValue(
    () =>
      connectors.state$.pipe(
        map(() => {
          const connector = connectors.connectedConnector(namespace);
          return {
            walletProvider: connector?.provider as T | undefined,
            walletProviderType: connector?.type,
          };
        }),
      ),
    [connectors, namespace],
  );
}
