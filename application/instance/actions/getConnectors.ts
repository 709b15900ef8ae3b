import { type ConnectorInfo } from '../../connector/ConnectorInfo';
import { connectorInfo } from '../../connector/ConnectorInfo';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { WalletRegistry } from '../../ports/WalletRegistry';
import { WalletListStore } from '../../wallets/WalletListStore';
import { explorerImageOf } from '../../wallets/walletImages';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export type { ConnectorInfo };

/** Every connector the site can connect with: those the adapters discovered, and WalletConnect's when it is set up. */
export type GetConnectorsReturnType = readonly ConnectorInfo[];

export type GetConnectorsErrorType = TypeError;

/**
 * What the site can connect with: the wallets discovered in this browser (EIP-6963
 * announcements, the injected one) and WalletConnect, each with its name, image and kind; the
 * same array until one of them changes. Pass an `id` to `connect`.
 *
 * @example
 * const installed = getConnectors(keyport).filter((connector) => connector.installed);
 */
export function getConnectors(keyport: Keyport): GetConnectorsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getConnectors');
  const { connectors } = runtime.get(ConnectorStore).get();
  const lists = runtime.get(WalletListStore).get();
  const registry = runtime.get<WalletRegistry>(WalletRegistry);
  return cachedSnapshot(keyport, 'connectors', [connectors, lists], () =>
    connectors.map((connector) => connectorInfo(connector, lists, explorerImageOf(registry))),
  );
}
