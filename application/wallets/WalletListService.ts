import { inject, injectable } from 'inversify';
import { combineLatest, distinctUntilChanged, map, type Observable, shareReplay } from 'rxjs';
import { type Connector } from '../../domain/connector/Connector';
import { type ConnectorSection } from '../../domain/connector/ConnectorSection';
import { findInstalledConnector } from '../../domain/connector/findInstalledConnector';
import { type ConnectMethod } from '../../domain/options/Features';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type CustomWallet, type Wallet } from '../../domain/wallet/Wallet';
import { WALLET_PAGE_SIZES } from '../../domain/wallet/WalletPageSizes';
import { ChainStore } from '../chain/ChainStore';
import { ConnectionService } from '../connection/ConnectionService';
import { ConnectorStore } from '../connector/ConnectorStore';
import { OptionsStore } from '../options/OptionsStore';
import { Environment } from '../ports/Environment';
import { WalletRegistry } from '../ports/WalletRegistry';
import { RouterService } from '../router/RouterService';
import { TypedStorage } from '../storage/TypedStorage';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';
import { listQueryParams } from './listQueryParams';
import { PickedWallets } from './PickedWallets';
import { connectViewList, type ConnectViewList } from './connectViewList';
import { isConnectorEntry, type WalletListEntry } from './WalletListEntry';
import { WalletListStore } from './WalletListStore';

/** An explorer page that could not be fetched: the list goes on without it. */
const NO_WALLETS = { data: [] as readonly Wallet[], count: undefined };

/**
 * The Connect view's wallet list (REFERENCE §7) and what picking a wallet in it does.
 *
 * Installed wallets are listed at once from the connectors the adapters found; the explorer's
 * featured and recommended wallets are fetched by `load()`, once, when the visitor first opens
 * the Connect view (the rule: no network call before the visitor interacts). An
 * explorer that does not answer leaves those sections empty.
 */
@injectable()
export class WalletListService {
  /** The wallet list's sections, in the SPEC §2 connector type order. */
  readonly sections$: Observable<readonly ConnectorSection[]>;
  /** The Connect view's sections of connect methods, in the SPEC §2 order. */
  readonly connectMethods$: Observable<readonly ConnectMethod[]>;
  /** How many wallets the "All wallets" button leads to; `undefined` until the explorer answered. */
  readonly totalWalletCount$: Observable<number | undefined>;
  private loading: Promise<void> | undefined;

  constructor(
    @inject(WalletListStore) private readonly store: WalletListStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(Environment) private readonly environment: Environment,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(RouterService) private readonly router: RouterService,
    @inject(ConnectionService) private readonly connection: ConnectionService,
    @inject(WalletConnectSessions) private readonly walletConnect: WalletConnectSessions,
    @inject(PickedWallets) private readonly picked: PickedWallets,
  ) {
    const view$: Observable<ConnectViewList> = combineLatest([
      this.connectors.select((state) => state.connectors),
      this.store.state$,
      this.options.state$,
      this.chains.select((state) => state.chains),
    ]).pipe(
      map(([connectors, explorer, options]) =>
        connectViewList({
          connectors,
          explorer,
          options,
          isMobile: this.environment.isMobile,
          requestedChains: this.requestedChains(),
        }),
      ),
      shareReplay({ bufferSize: 1, refCount: true }),
    );
    this.sections$ = view$.pipe(map((view) => view.sections));
    this.connectMethods$ = view$.pipe(
      map((view) => view.connectMethods),
      distinctUntilChanged((a, b) => a.join() === b.join()),
    );
    this.totalWalletCount$ = this.store.select((state) => state.totalWalletCount);
  }

  /**
   * Fetches the explorer's part of the list: the featured wallets (by `include`, kept in the
   * host's order), the recommended ones and the records of the excluded ones, and reads the
   * recent wallets. Runs once per core; later calls return the same promise. Never rejects.
   */
  load(): Promise<void> {
    this.loading ??= this.fetchExplorerWallets();
    return this.loading;
  }

  /**
   * Picks a wallet of a list. An installed wallet (its connector, or an explorer or custom
   * wallet whose extension announced itself) connects through its adapter while the
   * ConnectingExternal view shows it; resolves whether it connected. A wallet that is not
   * installed is reached by WalletConnect (ConnectingWalletConnect: its QR code and links), or,
   * where WalletConnect is not available, opens ConnectingExternal with `notInstalled`, where the
   * visitor finds where to get it; resolves false.
   */
  async selectWallet(entry: WalletListEntry): Promise<boolean> {
    if (isConnectorEntry(entry)) return this.connect(entry);
    const installed = findInstalledConnector(
      entry,
      this.connectors.get().connectors,
      this.chains.get().activeNamespace,
    );
    if (installed !== undefined) return this.connect(installed);
    this.picked.remember(entry, this.imageUrl(entry));
    if (this.walletConnect.available) {
      this.router.push({ view: 'ConnectingWalletConnect', data: { walletId: entry.id } });
    } else {
      this.router.push({ view: 'ConnectingExternal', data: { walletId: entry.id, notInstalled: true } });
    }
    return false;
  }

  /** A wallet picked with `selectWallet` (for the view that shows its links), by id. */
  pickedWallet(walletId: string): Wallet | CustomWallet | undefined {
    return this.picked.get(walletId)?.wallet;
  }

  /**
   * The image of a tile: its own URL (a connector's announced icon, a wallet's `image_url`),
   * else the explorer's image of its `image_id`; a connector tied to an explorer wallet listed
   * here borrows that wallet's image.
   */
  imageUrl(entry: WalletListEntry): string | undefined {
    if (isConnectorEntry(entry)) {
      if (entry.imageUrl) return entry.imageUrl;
      const wallet = this.knownWallets().find((known) => known.id === entry.explorerId);
      return wallet === undefined ? undefined : this.walletImageUrl(wallet);
    }
    return this.walletImageUrl(entry);
  }

  private walletImageUrl(wallet: Wallet | CustomWallet): string | undefined {
    if (wallet.image_url) return wallet.image_url;
    const imageId = 'image_id' in wallet ? wallet.image_id : undefined;
    return imageId ? this.registry.walletImageUrl(imageId) : undefined;
  }

  private knownWallets(): readonly Wallet[] {
    const { featuredWallets, recommendedWallets, recentWallets } = this.store.get();
    return [...featuredWallets, ...recommendedWallets, ...recentWallets];
  }

  private async connect(connector: Connector): Promise<boolean> {
    if (connector.type === 'WALLET_CONNECT') {
      this.router.push({ view: 'ConnectingWalletConnect' });
      return false;
    }
    this.router.push({
      view: 'ConnectingExternal',
      data: { connectorId: connector.id, namespace: connector.chain },
    });
    return this.connection.connectExternal(connector);
  }

  /** The CAIP-2 ids of the networks the host configured (the explorer's `chains` filter). */
  private requestedChains() {
    return this.chains.allNetworks().map((network) => network.caipNetworkId);
  }

  private async fetchExplorerWallets(): Promise<void> {
    const { featuredWalletIds, excludeWalletIds, includeWalletIds } = this.options.get();
    this.store.set({ recentWallets: this.storage.read(KEYPORT_STORAGE.recentWallets) ?? [] });
    const [featured, recommended, excluded] = await Promise.all([
      this.walletsById(featuredWalletIds),
      this.page({
        page: 1,
        entries: WALLET_PAGE_SIZES.recommended,
        ...listQueryParams({
          include: includeWalletIds,
          exclude: [...excludeWalletIds, ...featuredWalletIds],
          chains: this.requestedChains(),
        }),
      }),
      this.walletsById(excludeWalletIds),
    ]);
    const featuredWallets = featuredWalletIds.flatMap((id) =>
      featured.data.filter((wallet) => wallet.id === id).slice(0, 1),
    );
    this.store.set({
      featuredWallets,
      recommendedWallets: recommended.data,
      excludedWallets: excluded.data,
      // The recommended query leaves the featured wallets out; the AllWallets list has them.
      totalWalletCount:
        recommended.count === undefined ? undefined : recommended.count + featuredWallets.length,
    });
  }

  private walletsById(ids: readonly string[]): Promise<{ data: readonly Wallet[] }> {
    if (ids.length === 0) return Promise.resolve(NO_WALLETS);
    return this.page({ page: 1, entries: ids.length, include: ids });
  }

  private async page(
    query: Parameters<WalletRegistry['getWallets']>[0],
  ): Promise<{ data: readonly Wallet[]; count: number | undefined }> {
    try {
      return await this.registry.getWallets(query);
    } catch {
      return NO_WALLETS;
    }
  }
}
