import { type AccountHookStatus } from '../../../domain/account/ConnectionStatus';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { connectorInfo, type ConnectorInfo } from '../../connector/ConnectorInfo';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { WalletRegistry } from '../../ports/WalletRegistry';
import { WalletListStore } from '../../wallets/WalletListStore';
import { explorerImageOf } from '../../wallets/walletImages';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';
import { getAccount } from './getAccount';
import { getPairing, type KeyportPairing } from './getPairing';

/** How the visitor is connected, or is being connected (SPEC §3, §4). */
export interface KeyportConnection {
  /** The active namespace's account status: `connected`, `connecting`, `reconnecting`, `disconnected`. */
  readonly status: AccountHookStatus;
  readonly namespace: ChainNamespace | undefined;
  /** The connector the active namespace is connected with. */
  readonly connector: ConnectorInfo | undefined;
  readonly walletConnect: {
    /** A WalletConnect session holds a connection. */
    readonly session: boolean;
    /** The pairing under way, if any (see `getPairing`). */
    readonly pairing: KeyportPairing;
  };
}

export type GetConnectionReturnType = KeyportConnection;

export type GetConnectionErrorType = TypeError;

/**
 * The connection as it stands: its status, the namespace and connector, whether WalletConnect
 * holds it, and the WalletConnect pairing under way (its uri, or why it did not connect); the same
 * object until one of them changes.
 *
 * @example
 * const { status, connector, walletConnect } = getConnection(keyport);
 * if (walletConnect.pairing.uri) showQrCode(walletConnect.pairing.uri);
 */
export function getConnection(keyport: Keyport): GetConnectionReturnType {
  const runtime = readingRuntimeOf(keyport, 'getConnection');
  const status = getAccount(keyport)?.status ?? 'disconnected';
  const namespace = runtime.get(ChainStore).get().activeNamespace;
  const connectors = runtime.get(ConnectorStore);
  const connection = runtime.get(ConnectionStore).get();
  const lists = runtime.get(WalletListStore).get();
  // Keyed on what it shows, so a pairing's bookkeeping (when its uri was set) keeps the same snapshot.
  const pairing = getPairing(keyport);
  const session = connection.wcSessionTopic !== undefined;
  const inputs = [status, namespace, connectors.get(), pairing, session, lists];
  return cachedSnapshot(keyport, 'connection', inputs, () => {
    const connected = namespace === undefined ? undefined : connectors.connectedConnector(namespace);
    const registry = runtime.get<WalletRegistry>(WalletRegistry);
    return {
      status,
      namespace,
      connector: connected && connectorInfo(connected, lists, explorerImageOf(registry)),
      walletConnect: { session, pairing },
    };
  });
}
