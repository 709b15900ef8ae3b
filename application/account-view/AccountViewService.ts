import { inject, injectable } from 'inversify';
import {
  combineLatest,
  distinctUntilChanged,
  filter,
  map,
  type Observable,
  skip,
  Subscription,
  switchMap,
  take,
} from 'rxjs';
import { type AccountTab, DEFAULT_ACCOUNT_TAB } from '../../domain/account/AccountTab';
import { readsHistory } from '../../domain/account/shownAccountTabs';
import { totalUsdValue } from '../../domain/balance/totalUsdValue';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { FEATURE_NAMESPACES } from '../../domain/constants/limits';
import { firstRows } from '../../domain/format/firstRows';
import { formatUsd } from '../../domain/format/formatUsd';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { nftsFromHistory } from '../../domain/transaction/nftsFromHistory';
import { type Transaction } from '../../domain/transaction/Transaction';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount } from '../account/ActiveAccount';
import { type BalancesAnswer } from '../account-data/AccountDataAnswers';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { ModalStore } from '../modal/ModalStore';
import { OptionsStore } from '../options/OptionsStore';
import { Clock } from '../ports/Clock';
import { activityRows } from './activityRows';
import {
  AccountViewStore,
  type HistoryFailure,
  INITIAL_ACCOUNT_VIEW_STATE,
  type TokensProblem,
} from './AccountViewStore';
import { nftRows } from './nftRows';
import { retryCountdown, secondsUntil } from './RetryCountdown';
import { tokenRows } from './tokenRows';

/**
 * How many history pages the NFTs tab reads at most. The blockchain API has no call that lists
 * an account's NFTs, so the tab reads them from the account's history (`nftsFromHistory`); a
 * token received long ago can only be seen by reading back that far, and this bounds the calls
 * one visit of the tab can make.
 */
export const NFT_HISTORY_PAGE_LIMIT = 10;

/** The account whose tabs are shown: the connected account of the active namespace. */
interface ViewedAccount {
  readonly namespace: ChainNamespace;
  readonly address: string;
  readonly network: CaipNetworkId;
}

/**
 * The Account view's tabs (SPEC §2 Tokens, NFTs, Activity) for the connected account of the active
 * namespace, as rows ready to render: tokens with the SPEC §5 filter and §9 formatting and their
 * USD total, the activity page by page (SPEC §4 cursor) on eip155 only (SPEC §9), and the NFTs
 * the history shows the account holds. Each list (each activity page) renders at most
 * `LIST_ROWS_SHOWN` rows, counting the rest (`firstRows`); the total counts every token.
 *
 * `start()` keeps the tabs current: once the visitor has opened the modal (nothing is fetched
 * before they interact), they are reloaded whenever the connected address or the active network
 * changes, so after a connect, an account change in the wallet or a network switch. Answers that
 * arrive for an account or network no longer shown are dropped.
 *
 * A tab whose data could not be loaded keeps its failure, with the SPEC §8 error, for the view
 * to say so with a Retry (a failure is not an empty wallet): the balances' Retry waits for the
 * SPEC §9 retry gap, counted down in seconds; the history's (and the NFTs', read from it) is at
 * once. A later open of the modal retries what failed, once the gap allows. Nothing here is shown
 * to the visitor directly: the view decides how each failure is told.
 */
@injectable()
export class AccountViewService {
  /** The open tab of the active namespace's account. */
  readonly currentTab$: Observable<AccountTab>;
  /** Bumped on every refresh; an answer of an older one belongs to another account or network. */
  private generation = 0;
  /** The refresh whose NFTs were loaded (or are loading); the NFTs tab loads them on first show. */
  private nftsGeneration: number | undefined;
  /** Counts down to the balances' retry after a failure. */
  private countdown = new Subscription();

  constructor(
    @inject(AccountViewStore) private readonly store: AccountViewStore,
    @inject(BlockchainApiService) private readonly api: BlockchainApiService,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ModalStore) private readonly modal: ModalStore,
    @inject(OptionsStore) private readonly options: OptionsStore,
    @inject(ActiveAccount) private readonly activeAccount: ActiveAccount,
    @inject(Clock) private readonly clock: Clock,
  ) {
    this.currentTab$ = combineLatest([this.chains.state$, this.accounts.state$]).pipe(
      map(() => this.currentTab()),
      distinctUntilChanged(),
    );
  }

  /**
   * Follows the connected account and the active network from the visitor's first open, and
   * retries what failed on each later open.
   */
  start(): Subscription {
    const viewed$ = combineLatest([this.chains.state$, this.accounts.state$]).pipe(
      map(() => viewedKey(this.viewedAccount())),
      distinctUntilChanged(),
    );
    const opened$ = this.modal.select((state) => state.open).pipe(filter((open) => open));
    const running = new Subscription(() => this.countdown.unsubscribe());
    running.add(
      opened$
        .pipe(
          take(1),
          switchMap(() => viewed$),
        )
        .subscribe(() => {
          // A refresh that fails in a way no answer should allow must neither leave the tabs
          // loading for good nor leave a rejection unhandled.
          this.refresh().catch(() => this.store.set({ tokensLoading: false, activityLoading: false }));
        }),
    );
    running.add(opened$.pipe(skip(1)).subscribe(() => void this.retryFailed()));
    return running;
  }

  /** Reloads every tab shown for the account now connected (and empties them when none is). */
  async refresh(): Promise<void> {
    this.generation += 1;
    const generation = this.generation;
    this.countdown.unsubscribe();
    const account = this.viewedAccount();
    this.nftsGeneration = undefined;
    if (account === undefined) {
      this.store.reset();
      return;
    }
    this.store.set({
      ...INITIAL_ACCOUNT_VIEW_STATE,
      address: account.address,
      caipNetworkId: account.network,
      tokensLoading: this.showsTokens(account),
      activityLoading: this.showsActivity(account),
    });
    await Promise.all([
      this.loadTokens(account, generation),
      this.loadActivity(account, null, generation),
      this.currentTab() === 'NFTs' ? this.loadNfts(account, generation) : undefined,
    ]);
  }

  /** SPEC §4: the next page of activity by its cursor; nothing to do on the last page or while loading. */
  async loadMoreActivity(): Promise<void> {
    const { next, activityLoading } = this.store.get();
    const account = this.shownAccount();
    if (next === null || activityLoading || account === undefined) return;
    this.store.set({ activityLoading: true });
    await this.loadActivity(account, next, this.generation);
  }

  /**
   * The Tokens tab's Retry: the balances are asked for again, once the SPEC §9 retry gap after
   * the failure has passed (before that there is nothing to do: the API would not be asked).
   */
  async retryTokens(): Promise<void> {
    const { tokensProblem, tokensLoading } = this.store.get();
    const account = this.shownAccount();
    if (account === undefined || tokensLoading || !canRetry(tokensProblem)) return;
    this.store.set({ tokensLoading: true });
    await this.loadTokens(account, this.generation);
  }

  /** The Activity tab's Retry: the page that failed is asked for again. */
  async retryActivity(): Promise<void> {
    const { activityFailure, activityLoading } = this.store.get();
    const account = this.shownAccount();
    if (account === undefined || activityLoading || activityFailure === undefined) return;
    this.store.set({ activityLoading: true, activityFailure: undefined });
    await this.loadActivity(account, activityFailure.cursor, this.generation);
  }

  /** The NFTs tab's Retry: the history is read again from the start for the NFTs it shows. */
  async retryNfts(): Promise<void> {
    const { nftsFailure, nftsLoading } = this.store.get();
    const account = this.shownAccount();
    if (account === undefined || nftsLoading || nftsFailure === undefined) return;
    await this.loadNfts(account, this.generation);
  }

  /** What failed is tried again when the visitor opens the modal again. */
  private async retryFailed(): Promise<void> {
    await Promise.all([this.retryTokens(), this.retryActivity(), this.retryNfts()]);
  }

  /** Opens a tab (SPEC §3 `currentTab`); the NFTs tab loads its NFTs the first time it is shown. */
  async setTab(tab: AccountTab): Promise<void> {
    const namespace = this.chains.get().activeNamespace;
    if (namespace === undefined) return;
    this.accounts.patchAccount(namespace, { currentTab: tab });
    const account = this.shownAccount();
    if (tab !== 'NFTs' || account === undefined || this.nftsGeneration === this.generation) return;
    await this.loadNfts(account, this.generation);
  }

  private async loadTokens(account: ViewedAccount, generation: number): Promise<void> {
    if (!this.showsTokens(account)) return;
    const answer = await this.api.loadBalances(account.address, account.network);
    if (generation !== this.generation) return;
    const { balances } = answer;
    this.accounts.patchAccount(account.namespace, { tokenBalance: balances });
    const listed = firstRows(balances);
    this.store.set({
      tokens: tokenRows(listed.shown),
      tokensNotShown: listed.notShown,
      totalUsd: formatUsd(totalUsdValue(balances)),
      tokensLoading: false,
      tokensProblem: this.tokensProblem(answer),
    });
    this.countdown.unsubscribe();
    if (answer.status !== 'failed') return;
    const { error } = answer;
    this.countdown = retryCountdown(this.clock, answer.retryAt, (retryInSeconds) => {
      if (generation === this.generation)
        this.store.set({ tokensProblem: { kind: 'failed', retryInSeconds, error } });
    });
  }

  private async loadActivity(
    account: ViewedAccount,
    cursor: string | null,
    generation: number,
  ): Promise<void> {
    if (!this.showsActivity(account)) return;
    const answer = await this.api.getTransactions(account.address, account.network, cursor);
    if (generation !== this.generation) return;
    const listed = firstRows(answer.page.data);
    this.store.update((state) => ({
      ...state,
      activity: [...state.activity, ...activityRows(listed.shown)],
      activityNotShown: state.activityNotShown + listed.notShown,
      next: answer.page.next,
      activityLoading: false,
      activityFailure: answer.failed ? { cursor, error: answer.error } : undefined,
    }));
  }

  /**
   * Reads the history back, page by page up to the limit, and keeps the NFTs still held. A page
   * that fails ends the reading: the NFTs of the pages read are shown, with the failure.
   */
  private async loadNfts(account: ViewedAccount, generation: number): Promise<void> {
    this.nftsGeneration = generation;
    if (!this.showsActivity(account)) return;
    this.store.set({ nftsLoading: true, nftsFailure: undefined });
    const history: Transaction[] = [];
    let cursor: string | null = null;
    let failure: HistoryFailure | undefined;
    for (let page = 0; page < NFT_HISTORY_PAGE_LIMIT; page += 1) {
      const answer = await this.api.getTransactions(account.address, account.network, cursor);
      if (generation !== this.generation) return;
      if (answer.failed) {
        failure = { cursor, error: answer.error };
        break;
      }
      history.push(...answer.page.data);
      cursor = answer.page.next;
      if (cursor === null) break;
    }
    const listed = firstRows(nftsFromHistory(history));
    this.store.set({
      nfts: nftRows(listed.shown),
      nftsNotShown: listed.notShown,
      nftsLoading: false,
      nftsFailure: failure,
    });
  }

  /** What the Tokens tab says instead of "no tokens" when the answer is not the current balances. */
  private tokensProblem(answer: BalancesAnswer): TokensProblem | undefined {
    switch (answer.status) {
      case 'loaded':
        return undefined;
      case 'unsupported':
        return { kind: 'unsupported', error: answer.error };
      case 'failed':
        return {
          kind: 'failed',
          retryInSeconds: secondsUntil(this.clock, answer.retryAt),
          error: answer.error,
        };
    }
  }

  private currentTab(): AccountTab {
    const namespace = this.chains.get().activeNamespace;
    return namespace === undefined ? DEFAULT_ACCOUNT_TAB : this.accounts.account(namespace).currentTab;
  }

  /** The connected account of the active namespace, on the active network. */
  private viewedAccount(): ViewedAccount | undefined {
    const connected = this.activeAccount.connected();
    return connected === undefined ? undefined : { ...connected, network: connected.network.caipNetworkId };
  }

  /** The viewed account, when the rows in the store are its own (a refresh ran for it). */
  private shownAccount(): ViewedAccount | undefined {
    const account = this.viewedAccount();
    if (account === undefined) return undefined;
    const { address, caipNetworkId } = this.store.get();
    return account.address === address && account.network === caipNetworkId ? account : undefined;
  }

  /** SPEC §9 "Balance: eip155 and solana". */
  private showsTokens(account: ViewedAccount): boolean {
    return (FEATURE_NAMESPACES.balance as readonly ChainNamespace[]).includes(account.namespace);
  }

  /** SPEC §9 "Activity: eip155", when the host kept the history feature (SPEC §1). */
  private showsActivity(account: ViewedAccount): boolean {
    return readsHistory(this.options.get().features.history, account.namespace);
  }
}

function canRetry(problem: TokensProblem | undefined): boolean {
  return problem?.kind === 'failed' && problem.retryInSeconds === 0;
}

function viewedKey(account: ViewedAccount | undefined): string {
  return account === undefined ? '' : `${account.namespace}|${account.network}|${account.address}`;
}
