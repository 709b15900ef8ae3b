import { inject, injectable } from 'inversify';
import { type Subscription } from 'rxjs';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { initialNetworkState } from '../../domain/network/ChainState';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { AlertService } from '../alerts/AlertService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore, type NamespaceNetworks } from '../chain/ChainStore';
import { ConnectionService } from '../connection/ConnectionService';
import { ConnectionStore } from '../connection/ConnectionStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { EventsService } from '../events/EventsService';
import { OptionsStore } from '../options/OptionsStore';
import { TypedStorage } from '../storage/TypedStorage';
import { ThemeStore } from '../theme/ThemeStore';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';

/**
 * Puts a new core in its first state from the host's options: the networks per namespace, the
 * active network (the one the visitor last used when the host still offers it, else the
 * default), the theme, the configuration alerts, and the connectors the adapters discover.
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
  ) {}

  /**
   * Returns the subscriptions to connector discovery and to the wallets' events, for the core to
   * end on destroy. Restoring the visitor's stored connection starts here and goes on on its own.
   */
  start(): Subscription[] {
    const options = this.options.get();
    const active = this.restoredNetwork(options.networks) ?? options.defaultNetwork;
    const chains: Partial<Record<ChainNamespace, NamespaceNetworks>> = {};
    for (const network of options.networks) {
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
    this.chains.set({ chains, activeNamespace: active.chainNamespace, activeCaipNetwork: active });
    this.theme.set({ themeMode: options.themeMode, themeVariables: options.themeVariables });
    this.connection.set({ wcBasic: !this.adapters.any });
    for (const alert of options.alerts) this.alerts.raise(alert);
    void this.events.publish('MODAL_CREATED');
    const discovery = this.adapters
      .all()
      .map((adapter) =>
        adapter.connectors$.subscribe((found) => this.replaceConnectors(adapter.namespace, found)),
      );
    const walletEvents = this.connectionService.start();
    const walletConnect = this.walletConnectSessions.start();
    // After discovery has started: a restored connection waits for its wallet to be discovered.
    void this.connectionService.reconnect();
    return [...discovery, walletEvents, walletConnect];
  }

  private restoredNetwork(networks: readonly CaipNetwork[]): CaipNetwork | undefined {
    const id = this.storage.read(KEYPORT_STORAGE.activeCaipNetworkId);
    return id === undefined ? undefined : networks.find((network) => network.caipNetworkId === id);
  }

  private replaceConnectors(namespace: ChainNamespace, found: readonly Connector[]): void {
    this.connectors.update((state) => ({
      ...state,
      // The WalletConnect connector is Keyport's own, not a discovery of the adapter: it stays.
      connectors: [
        ...state.connectors.filter((c) => c.chain !== namespace || c.type === 'WALLET_CONNECT'),
        ...found,
      ],
    }));
  }
}
