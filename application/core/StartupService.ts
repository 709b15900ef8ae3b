import { inject, injectable, type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { initialNetworkState } from '../../domain/network/ChainState';
import { initializeProperties } from '../../domain/events/initializeProperties';
import { withHostImage } from '../../domain/connector/withHostImage';
import { storageErrorProperties } from '../../domain/events/storageErrorProperties';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { AlertService } from '../alerts/AlertService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore, type ChainStoreState, type NamespaceNetworks } from '../chain/ChainStore';
import { ConnectionService } from '../connection/ConnectionService';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { loadDeveloperConsole } from '../developer/loadDeveloperConsole';
import { KeyportContainer } from '../features/KeyportFeature';
import { EventsService } from '../events/EventsService';
import { OptionsStore } from '../options/OptionsStore';
import { StorageMirror } from '../storage/StorageMirror';
import { TypedStorage } from '../storage/TypedStorage';
import { ThemeStore } from '../theme/ThemeStore';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';

/**
 * Puts a new core in its first state from the host's options: the networks per namespace, the
 * active network (the one the visitor last used when the host still offers it, else the
 * default), the theme, the configuration alerts, and the connectors the adapters discover.
 * Then, once the stored values are in (at once from localStorage or memory; later from a store
 * that answers later), the visitor's last network and connection are restored.
 * Makes no network call: nothing leaves the page before the visitor acts.
 */
@injectable()
export class StartupService {
  constructor(
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ThemeStore) private readonly theme: ThemeStore,
    @inject(ConnectionStore) private readonly connection: ConnectionStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(AlertService) private readonly alerts: AlertService,
    @inject(EventsService) private readonly events: EventsService,
    @inject(ConnectionService) private readonly connectionService: ConnectionService,
    @inject(WalletConnectSessions) private readonly walletConnectSessions: WalletConnectSessions,
    @inject(StorageMirror) private readonly storedValues: StorageMirror,
    @inject(KeyportContainer) private readonly container: interfaces.Container,
  ) {}

  /**
   * Returns the subscriptions to storage failures, connector discovery and the wallets' events,
   * for the core to end on destroy. `onRestored` is called once the stored values are in and
   * restoring the visitor's stored connection has started (it goes on on its own); at once when
   * the store answers at once, never after the subscriptions ended.
   */
  start(onRestored: () => void): Subscription[] {
    const options = this.options.get();
    // Subscribed before the first read: a store that fails at start is reported too.
    const storageFailures = this.storedValues.failures$.subscribe(({ operation, key, error }) =>
      this.events.reportError('STORAGE_ERROR', storageErrorProperties(operation, key, error)),
    );
    const hydration = this.storedValues.hydrate();
    this.chains.set(this.firstChains(this.restoredNetwork(options.networks) ?? options.defaultNetwork));
    const first = this.chains.get();
    this.theme.set({ themeMode: options.themeMode, themeVariables: options.themeVariables });
    this.connection.set({ wcBasic: !this.adapters.any });
    for (const alert of options.alerts) this.alerts.raise(alert);
    void this.events.publish('MODAL_CREATED');
    void this.events.publish('INITIALIZE', initializeProperties(options));
    const discovery = this.adapters
      .all()
      .map((adapter) =>
        adapter.connectors$.subscribe((found) => this.replaceConnectors(adapter.namespace, found)),
      );
    const walletEvents = this.connectionService.start();
    const walletConnect = this.walletConnectSessions.start();
    const restoring = new Subscription();
    const restore = () => {
      if (restoring.closed) return;
      this.restoreStoredNetwork(first);
      // After discovery has started: a restored connection waits for its wallet to be discovered.
      // `enableReconnect: false`: the visitor connects again by choice, on each visit.
      if (options.enableReconnect) void this.connectionService.reconnect();
      onRestored();
    };
    if (hydration === undefined) restore();
    else void hydration.then(restore);
    return [
      storageFailures,
      ...discovery,
      walletEvents,
      walletConnect,
      restoring,
      loadDeveloperConsole(options, this.container),
    ];
  }

  /** The networks per namespace, each also the requested networks, with `active` chosen. */
  private firstChains(active: CaipNetwork): Partial<ChainStoreState> {
    const chains: Partial<Record<ChainNamespace, NamespaceNetworks>> = {};
    for (const network of this.options.get().networks) {
      const existing = chains[network.chainNamespace];
      const caipNetworks = [...(existing?.caipNetworks ?? []), network];
      chains[network.chainNamespace] = {
        caipNetworks,
        networkState: {
          ...initialNetworkState(),
          requestedCaipNetworks: caipNetworks,
          ...(network.chainNamespace === active.chainNamespace ? { caipNetwork: active } : {}),
        },
      };
    }
    return { chains, activeNamespace: active.chainNamespace, activeCaipNetwork: active };
  }

  /**
   * The network the visitor last used, once a store that answers later has answered: applied only
   * while the networks are as start left them. A switch or a wallet's move meanwhile is newer.
   */
  private restoreStoredNetwork(first: ChainStoreState): void {
    const stored = this.restoredNetwork(this.options.get().networks);
    if (stored === undefined || stored === first.activeCaipNetwork || this.chains.get() !== first) return;
    this.chains.set(this.firstChains(stored));
  }

  private restoredNetwork(networks: readonly CaipNetwork[]): CaipNetwork | undefined {
    const id = this.storage.read(KEYPORT_STORAGE.activeCaipNetworkId);
    return id === undefined ? undefined : networks.find((network) => network.caipNetworkId === id);
  }

  private replaceConnectors(namespace: ChainNamespace, found: readonly Connector[]): void {
    this.connectors.update((state) => ({
      ...state,
      // The WalletConnect and embedded wallet connectors are Keyport's own, not discoveries of the adapter: they stay.
      connectors: [
        ...state.connectors.filter(
          (c) => c.chain !== namespace || c.type === 'WALLET_CONNECT' || c.type === 'AUTH',
        ),
        ...found.map((connector) => withHostImage(connector, this.options.get().connectorImages)),
      ],
    }));
  }
}
