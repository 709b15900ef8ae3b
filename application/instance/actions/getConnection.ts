import { type AccountHookStatus } from '../../../domain/account/ConnectionStatus';
import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore, type WalletConnectFailure } from '../../connection/ConnectionStore';
import { connectorInfo, type ConnectorInfo } from '../../connector/ConnectorInfo';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { WalletRegistry } from '../../ports/WalletRegistry';
import { WalletConnectSessions } from '../../walletconnect/WalletConnectSessions';
import { WalletListStore } from '../../wallets/WalletListStore';
import { explorerImageOf } from '../../wallets/walletImages';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';
import { getAccount } from './getAccount';

export type { WalletConnectFailure };

/** How the visitor is connected, or is being connected (SPEC §3, §4). */
export interface KeyportConnection {
  /** The active namespace's account status: `connected`, `connecting`, `reconnecting`, `disconnected`. */
  readonly status: AccountHookStatus;
  readonly namespace: ChainNamespace | undefined;
  /** The connector the active namespace is connected with. */
  readonly connector: ConnectorInfo | undefined;
  readonly walletConnect: {
    /** The site can pair by WalletConnect (it has a project id, and an adapter to connect through). */
    readonly available: boolean;
    /** A WalletConnect session holds a connection. */
    readonly session: boolean;
    /** The uri of the pairing under way, while there is one (SPEC §4: valid 4 minutes). */
    readonly pairingUri: string | undefined;
    /** How the last pairing ended when it did not connect; cleared when it is tried again. */
    readonly pairingFailure: WalletConnectFailure | undefined;
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
 * if (walletConnect.pairingUri) showQrCode(walletConnect.pairingUri);
 */
export function getConnection(keyport: Keyport): GetConnectionReturnType {
  const runtime = readingRuntimeOf(keyport, 'getConnection');
  const status = getAccount(keyport)?.status ?? 'disconnected';
  const namespace = runtime.get(ChainStore).get().activeNamespace;
  const connectors = runtime.get(ConnectorStore);
  const connection = runtime.get(ConnectionStore).get();
  const lists = runtime.get(WalletListStore).get();
  // Keyed on what it shows, so a pairing's bookkeeping (when its uri was set) keeps the same snapshot.
  const { wcUri, wcFailure, wcSessionTopic } = connection;
  const inputs = [status, namespace, connectors.get(), wcUri, wcFailure, wcSessionTopic, lists];
  return cachedSnapshot(keyport, 'connection', inputs, () => {
    const connected = namespace === undefined ? undefined : connectors.connectedConnector(namespace);
    const registry = runtime.get<WalletRegistry>(WalletRegistry);
    return {
      status,
      namespace,
      connector: connected && connectorInfo(connected, lists, explorerImageOf(registry)),
      walletConnect: {
        available: runtime.get(WalletConnectSessions).available,
        session: wcSessionTopic !== undefined,
        pairingUri: wcUri,
        pairingFailure: wcFailure,
      },
    };
  });
}
