import { inject, injectable } from 'inversify';
import { type Subscription, timer } from 'rxjs';
import { composeAllWalletsList } from '../../domain/wallet/AllWalletsList';
import { type Wallet } from '../../domain/wallet/Wallet';
import { WALLET_PAGE_SIZES, WALLET_SEARCH_DEBOUNCE_MS } from '../../domain/wallet/WalletPageSizes';
import { ChainStore } from '../chain/ChainStore';
import { OptionsStore } from '../options/OptionsStore';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import { WalletRegistry, type WalletQuery } from '../ports/WalletRegistry';
import { AllWalletsStore, INITIAL_ALL_WALLETS_STATE } from './AllWalletsStore';
import { listQueryParams } from './listQueryParams';
import { WalletListService } from './WalletListService';
import { WalletListStore } from './WalletListStore';

/** What the explorer pages loaded so far answer. */
interface ListQuery {
  readonly search: string;
  readonly certifiedOnly: boolean;
}

/**
 * The AllWallets view (REFERENCE §7): the explorer's wallets page by page (40 a page, 100 for a
 * search), searched as the visitor types (300 ms after the last keystroke, on the Clock), with a
 * certified-only filter and the host's include and exclude lists and networks. Featured and
 * custom wallets come first; on mobile, wallets a phone cannot open are left out.
 *
 * Answers that arrive after the query changed are dropped, so a slow page never overwrites a newer
 * search. A page that fails sets `error` and keeps what was loaded; `loadMore()` tries it again.
 */
@injectable()
export class AllWalletsService {
  private query: ListQuery = { search: '', certifiedOnly: false };
  private explorerWallets: readonly Wallet[] = [];
  /** Explorer wallets received for the query, before the mobile filter: what paging counts. */
  private received = 0;
  /** Bumped on every new query; an answer for an older one is stale. */
  private generation = 0;
  private pendingSearch: Subscription | undefined;
  /** The search as last typed: the list follows it after the debounce, the certified filter at once. */
  private typed = '';

  constructor(
    @inject(AllWalletsStore) private readonly store: AllWalletsStore,
    @inject(WalletListService) private readonly walletList: WalletListService,
    @inject(WalletListStore) private readonly walletListStore: WalletListStore,
    @inject(WalletRegistry) private readonly registry: WalletRegistry,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(Environment) private readonly environment: Environment,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  /**
   * Opens the list afresh (no search, no filter) and loads its first page; the featured wallets
   * come with the Connect view's explorer data, loaded once (`WalletListService.load`).
   */
  async open(): Promise<void> {
    this.cancelPendingSearch();
    this.typed = '';
    this.store.set(INITIAL_ALL_WALLETS_STATE);
    const featured = this.walletList.load().then(() => this.compose());
    await Promise.all([featured, this.startQuery({ search: '', certifiedOnly: false })]);
  }

  /** Loads the next page; nothing to do when every wallet is loaded or a page is on its way. */
  async loadMore(): Promise<void> {
    const state = this.store.get();
    if (state.loading || !state.hasMore) return;
    await this.fetchPage(state.page + 1);
  }

  /** Searches for `text` once the visitor paused typing for 300 ms. */
  search(text: string): void {
    this.typed = text;
    this.cancelPendingSearch();
    this.pendingSearch = timer(WALLET_SEARCH_DEBOUNCE_MS, this.clock.scheduler).subscribe(() => {
      this.pendingSearch = undefined;
      const search = text.trim();
      if (search === this.query.search && !this.store.get().error) return;
      void this.startQuery({ search, certifiedOnly: this.query.certifiedOnly });
    });
  }

  /** Lists only certified wallets (or all again), for the search typed so far, at once. */
  async setCertifiedOnly(certifiedOnly: boolean): Promise<void> {
    this.cancelPendingSearch();
    this.store.set({ certifiedOnly });
    await this.startQuery({ search: this.typed.trim(), certifiedOnly });
  }

  private cancelPendingSearch(): void {
    this.pendingSearch?.unsubscribe();
    this.pendingSearch = undefined;
  }

  private async startQuery(query: ListQuery): Promise<void> {
    this.query = query;
    this.generation += 1;
    this.explorerWallets = [];
    this.received = 0;
    this.store.set({ page: 0, hasMore: false });
    this.compose();
    await this.fetchPage(1);
  }

  private async fetchPage(page: number): Promise<void> {
    const generation = this.generation;
    this.store.set({ loading: true, error: false });
    try {
      const answer = await this.registry.getWallets(this.explorerQuery(page));
      if (generation !== this.generation) return;
      this.explorerWallets = [...this.explorerWallets, ...answer.data];
      this.received += answer.data.length;
      this.store.set({
        page,
        count: answer.count,
        loading: false,
        hasMore: answer.data.length > 0 && this.received < answer.count,
      });
      this.compose();
      this.publishWhenComplete();
    } catch (error) {
      this.walletList.noteRegistryFailure(error);
      if (generation !== this.generation) return;
      this.store.set({ loading: false, error: true });
    }
  }

  /**
   * Once the unsearched, unfiltered list holds every explorer wallet, the Connect view's "All
   * wallets" count can be the list's own, on a phone too (`allWalletsCount`).
   */
  private publishWhenComplete(): void {
    const { search, certifiedOnly } = this.query;
    if (search !== '' || certifiedOnly || this.store.get().hasMore) return;
    this.walletListStore.set({ everyExplorerWallet: this.explorerWallets });
  }

  private explorerQuery(page: number): WalletQuery {
    const { search, certifiedOnly } = this.query;
    const { includeWalletIds, excludeWalletIds } = this.options.get();
    return {
      page,
      entries: search === '' ? WALLET_PAGE_SIZES.allWallets : WALLET_PAGE_SIZES.search,
      ...(search === '' ? {} : { search }),
      ...(certifiedOnly ? { badge: 'certified' as const } : {}),
      ...listQueryParams({
        include: includeWalletIds,
        exclude: excludeWalletIds,
        chains: this.chains.allNetworks().map((network) => network.caipNetworkId),
      }),
    };
  }

  private compose(): void {
    const options = this.options.get();
    const { featuredWallets, excludedWallets } = this.walletListStore.get();
    this.store.set({
      wallets: composeAllWalletsList({
        featuredWallets,
        customWallets: options.customWallets,
        explorerWallets: this.explorerWallets,
        search: this.query.search,
        certifiedOnly: this.query.certifiedOnly,
        isMobile: this.environment.isMobile,
        exclusion: { excludeWalletIds: options.excludeWalletIds, excludedWallets },
      }),
    });
  }
}
