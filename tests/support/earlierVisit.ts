import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { encodeStoredValue } from '../../domain/storage/StorageEntry';
import { MemoryStorage } from '../../infrastructure/storage/MemoryStorage';

/** What an earlier visit left in storage: the network it was on and, when given, an EVM wallet it connected. */
export function earlierVisit(visit: {
  readonly network: CaipNetworkId;
  readonly connectorId?: string;
}): Readonly<Record<string, string>> {
  const network = {
    [KEYPORT_STORAGE.activeCaipNetworkId.key]: encodeStoredValue(
      KEYPORT_STORAGE.activeCaipNetworkId,
      visit.network,
    ),
  };
  if (visit.connectorId === undefined) return network;
  const connector = connectedConnectorIdEntry('eip155');
  return {
    ...network,
    [KEYPORT_STORAGE.connectedNamespaces.key]: encodeStoredValue(KEYPORT_STORAGE.connectedNamespaces, [
      'eip155',
    ]),
    [KEYPORT_STORAGE.connectionStatus.key]: encodeStoredValue(KEYPORT_STORAGE.connectionStatus, 'connected'),
    [connector.key]: encodeStoredValue(connector, visit.connectorId),
  };
}

/** A memory store holding `entries`, as localStorage holds what an earlier visit left. */
export function memoryStorageWith(entries: Readonly<Record<string, string>>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}
