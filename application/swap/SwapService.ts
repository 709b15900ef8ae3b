import { inject, injectable } from 'inversify';
import { debounceTime, firstValueFrom, from, Subject, type Subscription, switchMap, timer } from 'rxjs';
import { SWAP_SLIPPAGE_TOLERANCE } from '../../domain/constants/limits';
import { errorToSnackbarText } from '../../domain/errors/errorToSnackbarText';
import { SwapNetworkUnsupportedError } from '../../domain/errors/SwapErrors';
import { type CaipAddress } from '../../domain/network/CaipNetwork';
import { isSwapNetwork } from '../../domain/network/isSwapNetwork';
import { isNativeToken } from '../../domain/balance/isNativeToken';
import { findTokenBalance } from '../../domain/swap/findTokenBalance';
import { hasInsufficientBalance } from '../../domain/swap/hasInsufficientBalance';
import { needsApproval } from '../../domain/swap/needsApproval';
import { parseTokenAmount } from '../../domain/swap/parseTokenAmount';
import {
  NoSwapQuoteError,
  SwapApprovalNotConfirmedError,
  SwapRevertedError,
} from '../../domain/swap/SwapFlowErrors';
import { ActiveAccount } from '../account/ActiveAccount';
import { AccountRefresher } from '../account-view/AccountRefresher';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainAdapters } from '../chain/ChainAdapters';
import { ChainStore } from '../chain/ChainStore';
import { BlockchainApi, type BuiltTransaction, type SwapToken } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { SnackbarService } from '../snackbar/SnackbarService';
import { ALLOWANCE_POLL_ATTEMPTS, ALLOWANCE_POLL_MS, QUOTE_DEBOUNCE_MS } from './swapTiming';
import { INITIAL_SWAP_STATE, type SwapState, SwapStore } from './SwapStore';

/** What a swap the visitor confirmed came to; the view tells them (success texts are its own). */
export type SwapOutcome =
  | {
      readonly kind: 'swapped';
      readonly hash: string;
      readonly sold: SwapToken;
      readonly bought: SwapToken;
      /** Mined; false when the network had not mined it by the end of the watch (still pending). */
      readonly confirmed: boolean;
    }
  | { readonly kind: 'failed' };

/** The pair and amount a quote is asked for; a quote that comes back for another is dropped. */
interface QuoteRequest {
  readonly from: CaipAddress;
  readonly to: CaipAddress;
  readonly amount: bigint;
}

/**
 * Swapping on the SPEC §9 swap networks through the blockchain API's convert calls (SPEC §7): the
 * token list with the visitor's balances and USD prices, a quote for the typed amount (asked once
 * typing pauses), the insufficient-balance state, the allowance check, an approval sent through
 * the wallet and waited for until the chain shows it, then the swap itself (slippage SPEC §9 1)
 * sent through the wallet. Failures reach the visitor as SPEC §8 snackbar texts, and after a swap
 * the balances are read again so both tokens show what they hold now.
 */
@injectable()
export class SwapService {
  private readonly quoteRequests = new Subject<QuoteRequest | undefined>();

  constructor(
    @inject(SwapStore) private readonly store: SwapStore,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(BlockchainApiService) private readonly apiService: BlockchainApiService,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(ChainAdapters) private readonly adapters: ChainAdapters,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
    @inject(Clock) private readonly clock: Clock,
    @inject(AccountRefresher) private readonly refresher: AccountRefresher,
  ) {}

  /** Asks for a quote once typing (or picking) pauses; a newer request abandons an older one. */
  start(): Subscription {
    return this.quoteRequests
      .pipe(
        debounceTime(QUOTE_DEBOUNCE_MS, this.clock.scheduler),
        switchMap((request) => from(this.fetchQuote(request))),
      )
      .subscribe();
  }

  /**
   * Fills the form for the connected account on the active network: SPEC §8 "Network not
   * supported for Swaps" off the swap networks; otherwise the convert token list, the balances
   * and the tokens' USD prices, selling the native currency for the first other token.
   */
  async load(): Promise<void> {
    const network = this.chains.get().activeCaipNetwork?.caipNetworkId;
    const address = this.account.address();
    this.quoteRequests.next(undefined);
    if (network === undefined || address === undefined || !this.account.isConnected()) {
      this.store.set({ ...INITIAL_SWAP_STATE, status: 'disconnected', network, address });
      return;
    }
    if (!isSwapNetwork(network)) {
      this.store.set({ ...INITIAL_SWAP_STATE, status: 'unsupported', network, address });
      return;
    }
    this.store.set({ ...INITIAL_SWAP_STATE, network, address });
    try {
      const [tokens, balances] = await Promise.all([
        this.apiService.getSwapTokens(network),
        this.apiService.getBalances(address, network),
      ]);
      if (!this.isCurrent(network, address)) return;
      const native = tokens.find((token) => isNativeToken(token.address));
      const sold = native ?? tokens[0];
      const bought = tokens.find((token) => token !== sold);
      this.store.set({ status: 'ready', tokens, balances, from: sold?.address, to: bought?.address });
      const pricesUsd = await this.readPrices(tokens);
      if (this.isCurrent(network, address)) this.store.set({ pricesUsd });
    } catch (error) {
      if (this.isCurrent(network, address)) {
        this.store.set({ status: 'failed', error: errorToSnackbarText(error) });
      }
    }
  }

  /** The token to sell; picking the one being bought swaps the two. */
  selectFrom(address: CaipAddress): void {
    const { to, from: current } = this.store.get();
    this.changeForm(address === to ? { from: address, to: current } : { from: address });
  }

  /** The token to buy; picking the one being sold swaps the two. */
  selectTo(address: CaipAddress): void {
    const { from: current, to } = this.store.get();
    this.changeForm(address === current ? { to: address, from: to } : { to: address });
  }

  /** Sells what was being bought and the other way round. */
  flip(): void {
    const { from: sold, to: bought } = this.store.get();
    this.changeForm({ from: bought, to: sold });
  }

  /** The amount to sell, as typed. */
  setAmount(text: string): void {
    this.changeForm({ amountText: text });
  }

  /**
   * Before the review: whether the router may already take the amount (native currency needs no
   * approval). A failed read counts as "approve first", which costs a transaction but never a
   * failed swap.
   */
  async checkAllowance(): Promise<void> {
    const { from: sold, amount, network, address } = this.store.get();
    if (sold === undefined || amount === undefined || network === undefined || address === undefined) return;
    if (isNativeToken(sold)) {
      this.store.set({ approval: 'sufficient' });
      return;
    }
    this.store.set({ approval: 'checking' });
    try {
      const allowance = await this.api.getAllowance({
        tokenAddress: sold,
        userAddress: `${network}:${address}`,
      });
      this.store.set({ approval: needsApproval(allowance, amount) ? 'needed' : 'sufficient' });
    } catch {
      this.store.set({ approval: 'needed' });
    }
  }

  /**
   * Approves the router for the sold token: the API builds the approval, the wallet sends it, and
   * the allowance is read until the chain shows it (the swap cannot be built before). A refusal
   * or failure shows its SPEC §8 text and leaves the approval to ask for again.
   */
  async approve(): Promise<boolean> {
    const { from: sold, to: bought, amount, network, address, approval } = this.store.get();
    if (sold === undefined || bought === undefined || amount === undefined) return false;
    if (network === undefined || address === undefined || approval === 'approving') return false;
    this.store.set({ approval: 'approving' });
    try {
      const userAddress: CaipAddress = `${network}:${address}`;
      const approvalTransaction = await this.api.buildApproveTransaction({
        userAddress,
        from: sold,
        to: bought,
      });
      await this.send(approvalTransaction, address);
      await this.waitForAllowance(sold, userAddress, amount);
      this.store.set({ approval: 'sufficient' });
      return true;
    } catch (error) {
      this.store.set({ approval: 'needed' });
      this.snackbar.showError(error);
      return false;
    }
  }

  /**
   * The swap: built by the API at the quoted pool price less the SPEC §9 slippage, sent by the
   * wallet, and watched until mined. On success the form empties and the account's balances and
   * activity are read again; on failure (refused, or reverted on chain, e.g. the price moved past
   * the slippage) the error is shown and the form keeps its values so the visitor can try again.
   */
  async swap(): Promise<SwapOutcome> {
    const state = this.store.get();
    const { from: sold, to: bought, amount, network, address } = state;
    const soldToken = state.tokens.find((token) => token.address === sold);
    const boughtToken = state.tokens.find((token) => token.address === bought);
    if (soldToken === undefined || boughtToken === undefined || amount === undefined || state.swapping) {
      return { kind: 'failed' };
    }
    const activeNetwork = this.chains.get().activeCaipNetwork;
    if (network === undefined || address === undefined || activeNetwork === undefined)
      return { kind: 'failed' };
    this.store.set({ swapping: true });
    try {
      const transaction = await this.api.buildSwapTransaction({
        amount: amount.toString(),
        userAddress: `${network}:${address}`,
        from: soldToken.address,
        to: boughtToken.address,
        slippage: SWAP_SLIPPAGE_TOLERANCE,
        // The answer does not say what value to attach: selling the native currency sends the amount sold.
        value: isNativeToken(soldToken.address) ? amount.toString() : '0',
      });
      const hash = await this.send(transaction, address);
      const outcome = await this.refresher.watch(hash, activeNetwork);
      if (outcome === 'failed') throw new SwapRevertedError();
      this.store.set({
        swapping: false,
        amountText: '',
        amount: undefined,
        insufficientBalance: false,
        quote: { kind: 'none' },
        approval: 'unknown',
      });
      this.quoteRequests.next(undefined);
      await this.refreshBalances();
      return {
        kind: 'swapped',
        hash,
        sold: soldToken,
        bought: boughtToken,
        confirmed: outcome === 'confirmed',
      };
    } catch (error) {
      this.store.set({ swapping: false });
      this.snackbar.showError(error);
      return { kind: 'failed' };
    }
  }

  private changeForm(patch: Partial<Pick<SwapState, 'from' | 'to' | 'amountText'>>): void {
    const next = { ...this.store.get(), ...patch };
    const soldToken = next.tokens.find((token) => token.address === next.from);
    const amount =
      soldToken === undefined ? undefined : parseTokenAmount(next.amountText, soldToken.decimals);
    const sellable = amount !== undefined && amount > 0n ? amount : undefined;
    const held =
      next.from === undefined ? undefined : findTokenBalance(next.balances, next.from)?.quantity.numeric;
    const insufficientBalance =
      sellable !== undefined && soldToken !== undefined
        ? hasInsufficientBalance(sellable, held, soldToken.decimals)
        : false;
    const request =
      sellable !== undefined && next.from !== undefined && next.to !== undefined && next.from !== next.to
        ? { from: next.from, to: next.to, amount: sellable }
        : undefined;
    this.store.set({
      ...patch,
      amount: sellable,
      insufficientBalance,
      quote: request === undefined ? { kind: 'none' } : { kind: 'loading' },
      approval: 'unknown',
    });
    this.quoteRequests.next(request);
  }

  private async fetchQuote(request: QuoteRequest | undefined): Promise<void> {
    const { network, address } = this.store.get();
    if (request === undefined || network === undefined || address === undefined) return;
    try {
      const gasPrice = await this.apiService.getGasPrice(network);
      const quotes = await this.api.getSwapQuote({
        amount: request.amount.toString(),
        userAddress: `${network}:${address}`,
        from: request.from,
        to: request.to,
        gasPrice: gasPrice.standard,
      });
      const quote = quotes[0];
      if (quote === undefined) throw new NoSwapQuoteError();
      if (!this.isQuoteFor(request)) return;
      this.store.set({
        quote: { kind: 'ready', fromAmount: request.amount, toAmount: BigInt(quote.toAmount) },
      });
    } catch (error) {
      if (this.isQuoteFor(request)) {
        this.store.set({ quote: { kind: 'failed', message: errorToSnackbarText(error) } });
      }
    }
  }

  private isQuoteFor(request: QuoteRequest): boolean {
    const { from: sold, to: bought, amount } = this.store.get();
    return sold === request.from && bought === request.to && amount === request.amount;
  }

  private isCurrent(network: string, address: string): boolean {
    const state = this.store.get();
    return state.network === network && state.address === address;
  }

  private async readPrices(tokens: readonly SwapToken[]): Promise<Readonly<Record<string, number>>> {
    try {
      const prices = await this.api.getFungiblePrices(tokens.map((token) => token.address));
      return Object.fromEntries(prices.map((price) => [price.address.toLowerCase(), price.price]));
    } catch {
      // Without prices the form still swaps; it only cannot show the cost at market prices.
      return {};
    }
  }

  private async send(transaction: BuiltTransaction, address: string): Promise<string> {
    const network = this.chains.get().activeCaipNetwork;
    const namespace = this.chains.get().activeNamespace;
    if (network === undefined || namespace === undefined) throw new SwapNetworkUnsupportedError();
    return this.adapters.get(namespace).sendTransaction({
      network,
      from: address,
      to: transaction.to,
      value: BigInt(transaction.value),
      data: transaction.data,
    });
  }

  private async waitForAllowance(
    token: CaipAddress,
    userAddress: CaipAddress,
    amount: bigint,
  ): Promise<void> {
    for (let attempt = 0; attempt < ALLOWANCE_POLL_ATTEMPTS; attempt += 1) {
      const allowance = await this.api.getAllowance({ tokenAddress: token, userAddress }).catch(() => '0');
      if (!needsApproval(allowance, amount)) return;
      await firstValueFrom(timer(ALLOWANCE_POLL_MS, this.clock.scheduler));
    }
    throw new SwapApprovalNotConfirmedError();
  }

  /** After a swap both tokens changed: the account (balance, tokens, activity), then the form's list. */
  private async refreshBalances(): Promise<void> {
    const { network, address } = this.store.get();
    if (network === undefined || address === undefined) return;
    await this.refresher.refresh();
    // Read from the cache the refresh has just filled.
    const balances = await this.apiService.getBalances(address, network);
    if (this.isCurrent(network, address)) this.store.set({ balances });
  }
}
