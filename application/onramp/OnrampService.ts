import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import {
  combineLatest,
  debounceTime,
  distinctUntilChanged,
  from,
  map,
  of,
  skip,
  Subject,
  Subscription,
  switchMap,
} from 'rxjs';
import { type OnrampOptions } from '../../domain/onramp/OnrampOptions';
import { onrampProvidersFor, type OnrampProviderName } from '../../domain/onramp/OnrampProviders';
import { type OnrampQuoteRequest } from '../../domain/onramp/OnrampQuote';
import { paymentLimits } from '../../domain/onramp/paymentLimits';
import { purchaseAmountProblem } from '../../domain/onramp/purchaseAmountProblem';
import {
  type OnrampNetworkContext,
  purchaseCurrenciesFor,
  purchaseNetworkFor,
} from '../../domain/onramp/purchaseNetwork';
import { usableOnrampOptions } from '../../domain/onramp/usableOnrampOptions';
import { AccountStore } from '../account/AccountStore';
import { ActiveAccount } from '../account/ActiveAccount';
import { BlockchainApiService } from '../account-data/BlockchainApiService';
import { ChainStore } from '../chain/ChainStore';
import { BlockchainApi } from '../ports/BlockchainApi';
import { Clock } from '../ports/Clock';
import { Environment } from '../ports/Environment';
import { SnackbarService } from '../snackbar/SnackbarService';
import { OnrampStore, type OnrampState, purchaseReady } from './OnrampStore';

/**
 * How long the amount must rest before it is priced: a quote per keystroke would price amounts
 * nobody meant (1, 10, 100…) and make the shown price flicker while the visitor types.
 */
export const ONRAMP_QUOTE_DELAY_MS = 400;

/** The payment currency offered first, when the options list it. */
const PREFERRED_PAYMENT_CURRENCY = 'USD';

/** The visitor's choices; everything else in the state follows from them and the options. */
type Choices = Pick<OnrampState, 'purchaseCurrencyId' | 'paymentCurrencyId' | 'amount'>;

/**
 * Buying crypto (SPEC §3 onramp options and quote, §5 payment limits, §7 onramp calls, §9
 * providers): the providers serving the active namespace, the currencies to buy and pay with (the
 * built-in list when the options call fails), the amount checked against the payment limits, a
 * live quote (the echo quote when the quote call fails), and the provider's page opened in a new
 * window for the visitor to pay. The tokens then arrive in the wallet like any transfer.
 */
@injectable()
export class OnrampService {
  private options: OnrampOptions | undefined;
  private readonly quoteRequests = new Subject<OnrampQuoteRequest | undefined>();

  constructor(
    @inject(OnrampStore) private readonly store: OnrampStore,
    @inject(BlockchainApiService) private readonly blockchainApi: BlockchainApiService,
    @inject(BlockchainApi) private readonly api: BlockchainApi,
    @inject(ChainStore) private readonly chains: ChainStore,
    @inject(AccountStore) private readonly accounts: AccountStore,
    @inject(ActiveAccount) private readonly account: ActiveAccount,
    @inject(Environment) private readonly environment: Environment,
    @inject(Clock) private readonly clock: Clock,
    @inject(SnackbarService) private readonly snackbar: SnackbarService,
  ) {}

  /**
   * Prices the purchase once the amount rests, dropping answers to amounts no longer typed; and
   * starts over at the provider list when the account or the network changes, since providers,
   * currencies and the delivery network all depend on them.
   */
  start(): Subscription {
    const subscription = new Subscription();
    subscription.add(
      this.quoteRequests
        .pipe(
          debounceTime(ONRAMP_QUOTE_DELAY_MS, this.clock.scheduler),
          // SPEC §7: the service answers the echo quote on error, so this never rejects.
          switchMap((request) =>
            request === undefined ? of(undefined) : from(this.blockchainApi.getOnrampQuote(request)),
          ),
        )
        .subscribe((quote) => {
          if (quote !== undefined) this.store.set({ quote, quoteLoading: false });
        }),
    );
    subscription.add(
      combineLatest([this.chains.state$, this.accounts.state$])
        .pipe(
          map(() => {
            const { namespace, caipNetworkId } = this.networkContext() ?? {};
            return `${namespace}|${caipNetworkId}|${this.account.address()}`;
          }),
          distinctUntilChanged(),
          skip(1),
        )
        .subscribe(() => this.startOver()),
    );
    return subscription;
  }

  /** The view opened: the provider list for the active namespace, and fresh options behind it. */
  async open(): Promise<void> {
    this.startOver();
    this.store.set({ optionsLoading: true });
    const { options, builtIn } = usableOnrampOptions(await this.blockchainApi.getOnrampOptions());
    this.options = options;
    this.store.set({ optionsLoading: false, usingBuiltInOptions: builtIn });
    this.choose({});
  }

  /** The visitor picked a provider: on to the purchase form. */
  chooseProvider(provider: OnrampProviderName): void {
    if (!this.store.get().providers.some((candidate) => candidate.name === provider)) return;
    this.store.set({ step: 'purchase', provider });
  }

  /** Back from the purchase form to the provider list. */
  showProviders(): void {
    this.store.set({ step: 'providers' });
  }

  selectPurchaseCurrency(purchaseCurrencyId: string): void {
    this.choose({ purchaseCurrencyId });
  }

  selectPaymentCurrency(paymentCurrencyId: string): void {
    this.choose({ paymentCurrencyId });
  }

  setAmount(amount: string): void {
    this.choose({ amount });
  }

  /**
   * Asks for the provider's URL for the purchase as filled in and opens it in a new window, where
   * the visitor pays; the form waits meanwhile ("continue in the new window"). A failure is shown
   * in the snackbar and the form stays as it was.
   */
  async buy(): Promise<void> {
    const state = this.store.get();
    const address = this.account.address();
    const currency = state.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrencyId);
    if (
      !purchaseReady(state) ||
      state.step !== 'purchase' ||
      address === undefined ||
      currency === undefined
    ) {
      return;
    }
    this.store.set({ opening: true });
    try {
      const url = await this.api.generateOnrampUrl({
        address,
        blockchains: [state.network.name],
        assets: [currency.symbol],
        defaultNetwork: state.network.name,
        presetFiatAmount: Number(state.amount),
      });
      const opened = this.environment.openLink({ kind: 'web link', href: url, target: '_blank' });
      if (E.isLeft(opened)) throw opened.left;
      this.store.set({ step: 'checkout', checkoutUrl: url, opening: false, received: undefined });
    } catch (error) {
      this.store.set({ opening: false });
      this.snackbar.showError(error);
    }
  }

  /** The way back from "continue in the new window": the purchase form, as it was filled in. */
  returnToPurchase(): void {
    this.store.set({ step: 'purchase', checkoutUrl: undefined, received: undefined });
  }

  /** The provider list for the active namespace, with the form's choices kept. */
  private startOver(): void {
    const context = this.networkContext();
    this.store.set({
      step: 'providers',
      provider: undefined,
      providers: context === undefined ? [] : onrampProvidersFor(context.namespace),
      opening: false,
      checkoutUrl: undefined,
      received: undefined,
    });
    this.choose({});
  }

  /**
   * Applies the visitor's choices and derives the rest: a currency no longer offered falls back
   * to the first one, the delivery network follows the currency, the limits the payment currency,
   * and a new quote is asked for when the amount is within them.
   */
  private choose(patch: Partial<Choices>): void {
    const current = { ...this.store.get(), ...patch };
    const context = this.networkContext();
    const options = this.options;
    if (options === undefined || context === undefined) {
      this.store.set({ ...patch, amountProblem: purchaseAmountProblem(current.amount, current.limits) });
      return;
    }
    const purchaseCurrencies = purchaseCurrenciesFor(options, context);
    const purchaseCurrency =
      purchaseCurrencies.find((currency) => currency.id === current.purchaseCurrencyId) ??
      purchaseCurrencies[0];
    const paymentCurrencies = options.paymentCurrencies;
    const paymentCurrencyId = (
      paymentCurrencies.find((currency) => currency.id === current.paymentCurrencyId) ??
      paymentCurrencies.find((currency) => currency.id === PREFERRED_PAYMENT_CURRENCY) ??
      paymentCurrencies[0]
    )?.id;
    const network =
      purchaseCurrency === undefined ? undefined : purchaseNetworkFor(purchaseCurrency, context);
    const limits = paymentCurrencyId === undefined ? [] : paymentLimits(paymentCurrencyId, options);
    const amountProblem = purchaseAmountProblem(current.amount, limits);
    const request =
      amountProblem === undefined &&
      purchaseCurrency !== undefined &&
      paymentCurrencyId !== undefined &&
      network !== undefined
        ? {
            purchaseCurrency: purchaseCurrency.id,
            paymentCurrency: paymentCurrencyId,
            amount: current.amount.trim(),
            network: network.name,
          }
        : undefined;
    this.store.set({
      purchaseCurrencies,
      paymentCurrencies,
      purchaseCurrencyId: purchaseCurrency?.id,
      paymentCurrencyId,
      network,
      amount: current.amount,
      limits,
      amountProblem,
      quote: undefined,
      quoteLoading: request !== undefined,
    });
    this.quoteRequests.next(request);
  }

  private networkContext(): OnrampNetworkContext | undefined {
    const { activeNamespace, activeCaipNetwork } = this.chains.get();
    if (activeNamespace === undefined) return undefined;
    return { namespace: activeNamespace, caipNetworkId: activeCaipNetwork?.caipNetworkId };
  }
}
