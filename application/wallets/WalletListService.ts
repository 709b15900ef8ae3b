import { inject, injectable } from 'inversify';
import { type Connector } from '../../domain/connector/Connector';
import { findInstalledConnector } from '../../domain/connector/findInstalledConnector';
import { INVALID_PROJECT_ID_ALERT } from '../../domain/errors/Alerts';
import { HttpStatusError } from '../../domain/errors/HttpStatusError';
import { KEYPORT_STORAGE } from '../../domain/storage/KeyportStorage';
import { type Wallet } from '../../domain/wallet/Wallet';
import { WALLET_PAGE_SIZES } from '../../domain/wallet/WalletPageSizes';
import { AlertService } from '../alerts/AlertService';
import { ChainStore } from '../chain/ChainStore';
import { ConnectorStore } from '../connector/ConnectorStore';
import { EventsService } from '../events/EventsService';
import { OptionsStore } from '../options/OptionsStore';
import { Environment } from '../ports/Environment';
import { WalletRegistry } from '../ports/WalletRegistry';
import { TypedStorage } from '../storage/TypedStorage';
import { WalletConnectSessions } from '../walletconnect/WalletConnectSessions';
import { listQueryParams } from './listQueryParams';
import { PickedWallets } from './PickedWallets';
import { selectWalletProperties } from './selectWalletProperties';
import { type WalletChoice } from './WalletChoice';
import { explorerImageOf, walletImageUrl } from './walletImages';
import { isConnectorEntry, type WalletListEntry } from './WalletListEntry';
import { WalletListStore } from './WalletListStore';

/** An explorer page that could not be fetched: the list goes on without it. */
const NO_WALLETS = { data: [] as readonly Wallet[], count: undefined };

/**
 * The Connect view's wallet list (REFERENCE §7): the explorer's part of it, and where picking a
 * wallet in it leads.
 *
 * Installed wallets are listed at once from the connectors the adapters found; the explorer's
 * featured and recommended wallets are fetched by `load()`, once, when the visitor first opens
 * the Connect view (no network call before the visitor interacts). An explorer that does not
 * answer leaves those sections empty.
 */
@injectable()
export class WalletListService {
  private loading: Promise<void> | undefined;

  constructor(
    @inject(WalletListStore) private readonly store: WalletListStore,
    @inject(ConnectorStore) private readonly connectors: ConnectorStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(TypedStorage) private readonly storage: TypedStorage,
    @inject(WalletConnectSessions) private readonly walletConnect: WalletConnectSessions,
    @inject(PickedWallets) private readonly picked: PickedWallets,
    @inject(EventsService) private readonly events: EventsService,
    @inject(Environment) private readonly environment: Environment,
    @inject(AlertService) private readonly alerts: AlertService,
  ) {}

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
   * Where picking a wallet of a list leads. An installed wallet (its connector, or an explorer or
   * custom wallet whose extension announced itself) connects through its connector. A wallet
   * that is not installed is remembered with its image (its connecting view and the session it
   * ends up in show them) and is reached by WalletConnect, or, where WalletConnect is not
   * available, is `notInstalled`. Reported as SELECT_WALLET (SPEC §7).
   */
  choose(entry: WalletListEntry): WalletChoice {
    const choice = this.choiceFor(entry);
    const { customWallets } = this.options.get();
    const properties = selectWalletProperties(entry, choice, {
      isMobile: this.environment.isMobile,
      customWallets,
    });
    void this.events.publish('SELECT_WALLET', properties);
    return choice;
  }

  private choiceFor(entry: WalletListEntry): WalletChoice {
    if (isConnectorEntry(entry)) return viaConnector(entry);
    const installed = findInstalledConnector(
      entry,
      this.connectors.get().connectors,
      this.chains.get().activeNamespace,
    );
    if (installed !== undefined) return viaConnector(installed);
    this.picked.remember(entry, walletImageUrl(entry, explorerImageOf(this.registry)));
    return this.walletConnect.available
      ? { via: 'walletConnect', walletId: entry.id }
      : { via: 'notInstalled', walletId: entry.id };
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
      explorerCount: recommended.count,
      // A first page that holds every wallet of the query is the whole explorer part of the list.
      ...(recommended.count !== undefined && recommended.data.length >= recommended.count
        ? { everyExplorerWallet: recommended.data }
        : {}),
      answered: true,
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
    } catch (error) {
      this.noteRegistryFailure(error);
      return NO_WALLETS;
    }
  }

  /**
   * SPEC §8: the wallet explorer refusing the site's project id (401 or 403) is the developer's to
   * fix, so it raises "Invalid App Configuration" (INVALID_PROJECT_ID), once. Without a project id
   * "Project ID Not Configured" already says what is wrong.
   */
  noteRegistryFailure(error: unknown): void {
    const refused = error instanceof HttpStatusError && (error.status === 401 || error.status === 403);
    if (refused && this.options.get().projectId !== undefined) {
      this.alerts.raise(INVALID_PROJECT_ID_ALERT, { once: true });
    }
  }
}

/** An installed connector connects here; WalletConnect's pairs by QR code. */
function viaConnector(connector: Connector): WalletChoice {
  return connector.type === 'WALLET_CONNECT'
    ? { via: 'walletConnect', walletId: undefined }
    : { via: 'browser', connectorId: connector.id, namespace: connector.chain };
}
