import { approve } from '../../../application/instance/actions/approve';
import { checkSwapApproval } from '../../../application/instance/actions/checkSwapApproval';
import { listSwapTokens, type SwapMarket } from '../../../application/instance/actions/listSwapTokens';
import { type SwapRequest, quoteSwap } from '../../../application/instance/actions/quoteSwap';
import { swap } from '../../../application/instance/actions/swap';
import { type Keyport } from '../../../application/instance/Keyport';
import { isNativeToken } from '../../../domain/balance/isNativeToken';
import { isKeyportError } from '../../../domain/errors/KeyportError';
import { SwapNetworkUnsupportedError } from '../../../domain/errors/SwapErrors';
import { type CaipAddress } from '../../../domain/network/CaipNetwork';
import { findTokenBalance } from '../../../domain/swap/findTokenBalance';
import { formatSwapAmount } from '../../../domain/swap/formatSwapAmount';
import { hasInsufficientBalance } from '../../../domain/swap/hasInsufficientBalance';
import { parseTokenAmount } from '../../../domain/swap/parseTokenAmount';
import { activeSender, senderKey, watchSender } from '../shared/activeSender';
import { FlowState, perInstance } from '../shared/FlowState';
import { moveBack, moveTo, reportError, tell } from '../shared/flowEffects';
import { swapFailureText } from './swapFailureText';
import { EMPTY_SWAP_AMOUNT, INITIAL_SWAP_FLOW, type SwapFlowState } from './swapFlowState';
import { t } from './swapMessages';

/** The pair and amount a quote is asked for; a quote that comes back for another is dropped. */
interface QuoteFor {
  readonly from: CaipAddress;
  readonly to: CaipAddress;
  readonly amount: bigint;
}

/**
 * The swap flow's view-model (SPEC §7 convert calls, §8, §9), shared by the form and its review:
 * the token list with the visitor's balances and prices, the pair and amount, the insufficient
 * balance, the quote for the amount (asked once typing pauses: `useSwapForm` times it), then the
 * review: the approval when the router may not yet spend the sold token, and the swap. The rules
 * are the actions'; this holds what the views show, where the visitor goes and what the snackbar
 * says. A refusal or failure is shown and keeps the form, so the visitor can try again.
 */
export class SwapFlow {
  readonly state = new FlowState<SwapFlowState>(INITIAL_SWAP_FLOW);

  constructor(private readonly keyport: Keyport) {}

  /**
   * While a swap view is up, another account or network reads the form afresh (another network
   * has other tokens, or none). A form read earlier for another one is read afresh as the view
   * comes up. Returns the function that stops following.
   */
  follow(): () => void {
    this.loadIfMoved();
    return watchSender(this.keyport, () => this.loadIfMoved());
  }

  /**
   * Fills the form for the connected account on the active network: SPEC §8 "Network not
   * supported for Swaps" off the swap networks; otherwise the tokens, the balances and the USD
   * prices, selling the native currency for the first other token.
   */
  async load(): Promise<void> {
    const sender = activeSender(this.keyport);
    const key = senderKey(sender);
    if (sender === undefined) {
      this.state.set({ ...INITIAL_SWAP_FLOW, status: 'disconnected', senderKey: key });
      return;
    }
    this.state.set({ ...INITIAL_SWAP_FLOW, senderKey: key, network: sender.network.caipNetworkId });
    let market: SwapMarket;
    try {
      market = await listSwapTokens(this.keyport, { network: sender.network.caipNetworkId });
    } catch (error) {
      if (this.state.get().senderKey !== key) return;
      const unsupported = isKeyportError(error) && error.code === new SwapNetworkUnsupportedError().code;
      this.state.set(
        unsupported ? { status: 'unsupported' } : { status: 'failed', error: swapFailureText(error) },
      );
      return;
    }
    if (this.state.get().senderKey !== key) return;
    const { tokens } = market;
    const sold = tokens.find((token) => isNativeToken(token.address)) ?? tokens[0];
    const bought = tokens.find((token) => token !== sold);
    this.state.set({ ...market, status: 'ready', from: sold?.address, to: bought?.address });
  }

  /**
   * The token to sell. Picking the one being bought swaps the two, as swap forms do: a token is
   * never swapped for itself.
   */
  selectFrom(address: CaipAddress): void {
    const { to, from: current } = this.state.get();
    this.changeForm(isSameToken(address, to) ? { from: address, to: current } : { from: address });
  }

  /** The token to buy; picking the one being sold swaps the two. */
  selectTo(address: CaipAddress): void {
    const { from: current, to } = this.state.get();
    this.changeForm(isSameToken(address, current) ? { to: address, from: to } : { to: address });
  }

  /** Sells what was being bought and the other way round. */
  flip(): void {
    const { from: sold, to: bought } = this.state.get();
    this.changeForm({ from: bought, to: sold });
  }

  /** The amount to sell, as typed. */
  setAmount(text: string): void {
    this.changeForm({ amountText: text });
  }

  /** Asks the quote for the form as it stands (`useSwapForm` calls it once typing pauses). */
  async fetchQuote(): Promise<void> {
    const quoteFor = this.quoteFor();
    if (quoteFor === undefined) return;
    try {
      const quote = await quoteSwap(this.keyport, this.request());
      if (!this.isCurrent(quoteFor)) return;
      const { fromAmount, toAmount, minimumReceived } = quote;
      this.state.set({ quote: { kind: 'ready', fromAmount, toAmount, minimumReceived } });
    } catch (error) {
      if (this.isCurrent(quoteFor))
        this.state.set({ quote: { kind: 'failed', message: swapFailureText(error) } });
    }
  }

  /**
   * "Review swap": whether the router may already take the amount (the review then offers the
   * swap, or the approval first), then the review. A failed check counts as "approve first".
   */
  async review(): Promise<void> {
    const { from: sold, amount } = this.state.get();
    if (sold === undefined || amount === undefined) return;
    this.state.set({ reviewing: true, approval: 'checking' });
    let approval: SwapFlowState['approval'];
    try {
      approval = await checkSwapApproval(this.keyport, this.request());
    } catch {
      approval = 'needed';
    }
    this.state.set({ reviewing: false, approval });
    moveTo(this.keyport, { to: { view: 'SwapPreview' } });
  }

  /** The approval through the wallet, waited for until the chain shows it; a refusal asks again. */
  async approve(): Promise<void> {
    if (this.state.get().approval === 'approving') return;
    this.state.set({ approval: 'approving' });
    try {
      await approve(this.keyport, this.request());
      this.state.set({ approval: 'sufficient' });
    } catch (error) {
      this.state.set({ approval: 'needed' });
      reportError(this.keyport, swapFailureText(error));
    }
  }

  /**
   * The swap through the wallet, until mined. Then the success (or "sent, not confirmed yet") in
   * the snackbar, back to the form, the amount cleared and the balances read again.
   */
  async swap(): Promise<void> {
    const { swapping, quote, tokens, from, to } = this.state.get();
    const sold = tokens.find((token) => token.address === from);
    const bought = tokens.find((token) => token.address === to);
    if (swapping || quote.kind !== 'ready' || sold === undefined || bought === undefined) return;
    this.state.set({ swapping: true });
    let outcome: 'confirmed' | 'pending';
    try {
      ({ outcome } = await swap(this.keyport, this.request()));
    } catch (error) {
      this.state.set({ swapping: false });
      reportError(this.keyport, swapFailureText(error));
      return;
    }
    this.state.set({ ...EMPTY_SWAP_AMOUNT, swapping: false });
    tell(this.keyport, {
      kind: 'success',
      message: t(outcome === 'confirmed' ? 'swap.success' : 'swap.submitted', {
        sold: formatSwapAmount(quote.fromAmount, sold.decimals),
        soldSymbol: sold.symbol,
        bought: formatSwapAmount(quote.toAmount, bought.decimals),
        boughtSymbol: bought.symbol,
      }),
    });
    await moveBack(this.keyport);
    await this.refreshMarket();
  }

  /** After a swap both tokens changed: the balances (fresh from the refresh the swap made), kept pair. */
  private async refreshMarket(): Promise<void> {
    const sender = activeSender(this.keyport);
    const key = senderKey(sender);
    if (sender === undefined || key !== this.state.get().senderKey) return;
    try {
      const market = await listSwapTokens(this.keyport, { network: sender.network.caipNetworkId });
      if (this.state.get().senderKey === key) this.state.set({ ...market });
    } catch {
      // The form keeps the balances it showed; the Account view was refreshed by the swap itself.
    }
  }

  private loadIfMoved(): void {
    const { senderKey: readFor } = this.state.get();
    if (readFor !== undefined && readFor !== senderKey(activeSender(this.keyport))) void this.load();
  }

  private changeForm(patch: Partial<Pick<SwapFlowState, 'from' | 'to' | 'amountText'>>): void {
    const next = { ...this.state.get(), ...patch };
    const soldToken = next.tokens.find((token) => token.address === next.from);
    const amount =
      soldToken === undefined ? undefined : parseTokenAmount(next.amountText, soldToken.decimals);
    const sellable = amount !== undefined && amount > 0n ? amount : undefined;
    const held =
      next.from === undefined ? undefined : findTokenBalance(next.balances, next.from)?.quantity.numeric;
    const quotable =
      sellable !== undefined &&
      next.from !== undefined &&
      next.to !== undefined &&
      !isSameToken(next.from, next.to);
    this.state.set({
      ...patch,
      amount: sellable,
      insufficientBalance:
        sellable !== undefined && soldToken !== undefined
          ? hasInsufficientBalance(sellable, held, soldToken.decimals)
          : false,
      quote: quotable ? { kind: 'loading' } : { kind: 'none' },
      approval: 'unknown',
    });
  }

  /** The pair and amount to quote, when the form has a sellable amount of two different tokens. */
  private quoteFor(): QuoteFor | undefined {
    const { from, to, amount } = this.state.get();
    return from !== undefined && to !== undefined && amount !== undefined && !isSameToken(from, to)
      ? { from, to, amount }
      : undefined;
  }

  private isCurrent(quoteFor: QuoteFor): boolean {
    const now = this.quoteFor();
    return now?.from === quoteFor.from && now.to === quoteFor.to && now.amount === quoteFor.amount;
  }

  /** The form as the swap actions take it, on the network it was read for. */
  private request(): SwapRequest {
    const { from, to, amountText, network } = this.state.get();
    return {
      from: from ?? '',
      to: to ?? '',
      amount: amountText,
      ...(network === undefined ? {} : { network }),
    };
  }
}

/**
 * Whether two CAIP-10 token ids name the same token: token lists may write one address in either
 * letter case (the native `0xEeee…EEeE` and `0xeeee…eeee`), so they are compared without regard to it.
 */
export function isSameToken(a: CaipAddress | undefined, b: CaipAddress | undefined): boolean {
  return a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();
}

/** The swap flow of a Keyport instance. */
export const swapFlowOf = perInstance((keyport) => new SwapFlow(keyport));
