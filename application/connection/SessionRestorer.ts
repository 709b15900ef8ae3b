import { inject, injectable, type interfaces } from 'inversify';
import { filter, firstValueFrom, map, race, timer } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { AUTH_CONNECTOR_ID } from '../../domain/connector/authConnectorId';
import { connectMethod, type ConnectReport } from '../../domain/events/connectMethod';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { AccountStore } from '../account/AccountStore';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ConnectorStore } from '../connector/ConnectorStore';
import { EventsService } from '../events/EventsService';
import { KeyportContainer } from '../features/KeyportFeature';
import { Clock } from '../ports/Clock';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { Environment } from '../ports/Environment';
import { TypedStorage } from '../storage/TypedStorage';
import { WALLET_CONNECT_CONNECTOR_ID } from '../walletconnect/walletConnectConnector';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';
import { ConnectionStore } from './ConnectionStore';
import { WalletSession } from './WalletSession';

/**
 * How long a restored connection waits for its wallet to show up. EIP-6963 wallets announce
 * themselves asynchronously after the page asks, so the connector is often not there yet when
 * the core starts; a wallet that has not announced by then is taken as gone.
 */
export const WALLET_ANNOUNCE_WAIT_MS = 2_000;

interface StoredConnection {
  readonly namespace: ChainNamespace;
  readonly connectorId: string;
}

interface Reattached {
  readonly connector: Connector;
  readonly account: ConnectedAccount;
  /** How CONNECT_SUCCESS tells this wallet, when its connector type does not say (the embedded wallet's login). */
  readonly reported?: ConnectReport;
}

/** The embedded wallet's code loads only to restore its login (or when the visitor picks it). */
const loadEmbeddedReattach = () =>
  import(/* webpackChunkName: "keyport-embedded-wallet" */ '../embedded/reattachEmbedded');

/**
 * Reconnect on reload: every namespace the visitor left connected on an earlier visit is
 * re-attached silently through its wallet. Meanwhile its account reads `connecting` and the
 * account hook `reconnecting`; a wallet that does not answer with an account is forgotten.
 */
@injectable()
export class SessionRestorer {
  constructor(
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(WalletSession) private readonly session: WalletSession,
    @inject(Clock) private readonly clock: Clock,
    @inject(WalletConnectSessions) private readonly walletConnect: WalletConnectSessions,
    @inject(EventsService) private readonly events: EventsService,
    @inject(Environment) private readonly environment: Environment,
    @inject(KeyportContainer) private readonly container: interfaces.Container,
  ) {}

  /**
   * Restores every stored connection; resolves when each is restored or forgotten. Never rejects.
   * Then reports CONNECT_SUCCESS once per wallet restored (a WalletConnect session may restore
   * several namespaces), as a fresh connection is reported, with `reconnect: true`.
   */
  async restore(): Promise<void> {
    const stored = this.storedConnections();
    if (stored.length === 0) return;
    for (const { namespace } of stored) this.session.moveStatus(namespace, 'connect-started');
    this.connection.set({ reconnecting: true });
    const results = await Promise.allSettled(stored.map((connection) => this.restoreOne(connection)));
    this.connection.set({ reconnecting: false });
    const wallets = new Map<string, Reattached>();
    for (const result of results) {
      if (result.status === 'fulfilled' && result.value) wallets.set(result.value.connector.id, result.value);
    }
    for (const { connector, reported } of wallets.values()) {
      const method = connectMethod(connector.type, this.environment.isMobile);
      void this.events.publish('CONNECT_SUCCESS', {
        method,
        ...reported,
        name: connector.name,
        reconnect: true,
      });
    }
  }

  private storedConnections(): readonly StoredConnection[] {
    return (this.storage.read(KEYPORT_STORAGE.connectedNamespaces) ?? []).flatMap((namespace) => {
      const connectorId = this.storage.read(connectedConnectorIdEntry(namespace));
      return connectorId === undefined ? [] : [{ namespace, connectorId }];
    });
  }

  /** The wallet restored, or undefined when there was none to restore. */
  private async restoreOne({ namespace, connectorId }: StoredConnection): Promise<Reattached | undefined> {
    const reattached = await this.reattach(namespace, connectorId).catch(() => undefined);
    // The visitor connected a wallet by hand while this one was awaited: theirs stands.
    if (this.accounts.account(namespace).status === 'connected') return undefined;
    if (reattached) {
      this.session.establish(reattached.connector, reattached.account);
      return reattached;
    }
    this.session.forgetStored(namespace);
    this.session.moveStatus(namespace, 'connect-failed');
    return undefined;
  }

  private async reattach(namespace: ChainNamespace, connectorId: string): Promise<Reattached | undefined> {
    // A WalletConnect session is not announced by anyone: it is read back from the relay client.
    if (connectorId === WALLET_CONNECT_CONNECTOR_ID) return this.walletConnect.reattach(namespace);
    if (connectorId === AUTH_CONNECTOR_ID) {
      return (await loadEmbeddedReattach()).reattachEmbedded(this.container, namespace);
    }
    const adapter = this.adapters.find(namespace);
    if (!adapter) return undefined;
    const connector = await this.announced(namespace, connectorId);
    if (!connector) return undefined;
    const account = await adapter.reconnect(connector, this.session.networkOf(namespace));
    return account && { connector, account };
  }

  /** The connector once its adapter has discovered it, or undefined after the announce wait. */
  private announced(namespace: ChainNamespace, connectorId: string): Promise<Connector | undefined> {
    const found$ = this.connectors
      .select((state) => state.connectors.find((c) => c.chain === namespace && c.id === connectorId))
      .pipe(filter((connector): connector is Connector => connector !== undefined));
    const givenUp$ = timer(WALLET_ANNOUNCE_WAIT_MS, this.clock.scheduler).pipe(map(() => undefined));
    return firstValueFrom(race(found$, givenUp$));
  }
}
