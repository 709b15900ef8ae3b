import { AccountStore } from '../../application/account/AccountStore';
import { ConnectorStore } from '../../application/connector/ConnectorStore';
import { TypedStorage } from '../../application/storage/TypedStorage';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector, type ConnectorType } from '../../domain/connector/Connector';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type TestCore } from './createTestCore';

/** A connector as an adapter would discover it. */
export function aConnector(chain: ChainNamespace, type: ConnectorType, id: string, name = id): Connector {
  return { id, name, type, chain };
}

/**
 * Puts a core in the state a finished connect leaves: the connector known and chosen for the
 * namespace (in state and storage), the account connected on `network` with `address`.
 */
export function arrangeConnected(
  testCore: Pick<TestCore, 'get'>,
  network: CaipNetwork,
  connector: Connector,
  address: string,
): void {
  const namespace = network.chainNamespace;
  const connectors = testCore.get(ConnectorStore);
  connectors.update((state) => ({
    connectors: state.connectors.some((c) => c.id === connector.id && c.chain === connector.chain)
      ? state.connectors
      : [...state.connectors, connector],
    connectedConnectorIds: { ...state.connectedConnectorIds, [namespace]: connector.id },
  }));
  testCore.get(AccountStore).patchAccount(namespace, {
    status: 'connected',
    address,
    caipAddress: `${network.caipNetworkId}:${address}`,
    allAccounts: [{ namespace, address, type: 'eoa' }],
  });
  const storage = testCore.get(TypedStorage);
  storage.write(connectedConnectorIdEntry(namespace), connector.id);
  storage.write(
    KEYPORT_STORAGE.connectedNamespaces,
    Object.keys(connectors.get().connectedConnectorIds) as ChainNamespace[],
  );
  storage.write(KEYPORT_STORAGE.connectionStatus, 'connected');
}
