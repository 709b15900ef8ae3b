import { injectable } from 'inversify';
import { type OnrampProvider, type OnrampProviderName } from '../../domain/onramp/OnrampProviders';
import {
  type PaymentCurrency,
  type PaymentMethodLimit,
  type PurchaseCurrency,
  type PurchaseCurrencyNetwork,
} from '../../domain/onramp/OnrampOptions';
import { type OnrampQuote } from '../../domain/onramp/OnrampQuote';
import { type PurchaseAmountProblem } from '../../domain/onramp/purchaseAmountProblem';
import { Store } from '../state/Store';

/**
 * Where the visitor is in a purchase: choosing a provider, filling in the purchase, or paying in
 * the provider's window that Keyport opened.
 */
export type OnrampStep = 'providers' | 'purchase' | 'checkout';

/** The buy flow (SPEC §3 onramp options and quote, §9 providers), decided and ready to render. */
export interface OnrampState {
  readonly step: OnrampStep;
  /** SPEC §9: the providers that deliver on the active namespace, in the order they are offered. */
  readonly providers: readonly OnrampProvider[];
  readonly provider: OnrampProviderName | undefined;
  /** True until the options call has answered (or fallen back). */
  readonly optionsLoading: boolean;
  /** SPEC §7: the options call failed or was skipped, so the built-in list is offered. */
  readonly usingBuiltInOptions: boolean;
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
  readonly paymentCurrencies: readonly PaymentCurrency[];
  readonly purchaseCurrencyId: string | undefined;
  readonly paymentCurrencyId: string | undefined;
  /** Where the chosen currency is delivered (the provider's network name and display name). */
  readonly network: PurchaseCurrencyNetwork | undefined;
  /** The amount to pay, as typed, in the payment currency. */
  readonly amount: string;
  /** SPEC §5: the payment currency's limits per payment method (the fallback when the options list none). */
  readonly limits: readonly PaymentMethodLimit[];
  readonly amountProblem: PurchaseAmountProblem | undefined;
  /** The price of the purchase as typed; the SPEC §7 echo quote when the quote call failed. */
  readonly quote: OnrampQuote | undefined;
  readonly quoteLoading: boolean;
  /** The provider's URL is being asked for. */
  readonly opening: boolean;
  /** The provider's page opened for the current purchase, to open again if the window was lost. */
  readonly checkoutUrl: string | undefined;
  /** What the current purchase brought to the wallet, once its balance shows it arrived. */
  readonly received: ReceivedPurchase | undefined;
}

/** A purchase seen in the wallet: how much more of the token it now holds. */
export interface ReceivedPurchase {
  readonly amount: string;
  readonly symbol: string;
}

export const INITIAL_ONRAMP_STATE: OnrampState = {
  step: 'providers',
  providers: [],
  provider: undefined,
  optionsLoading: false,
  usingBuiltInOptions: false,
  purchaseCurrencies: [],
  paymentCurrencies: [],
  purchaseCurrencyId: undefined,
  paymentCurrencyId: undefined,
  network: undefined,
  amount: '',
  limits: [],
  amountProblem: { kind: 'missing' },
  quote: undefined,
  quoteLoading: false,
  opening: false,
  checkoutUrl: undefined,
  received: undefined,
};

/**
 * Whether the purchase as filled in can go to the provider: an amount within the limits, a
 * network to deliver on, and no provider page being opened already.
 */
export function purchaseReady(
  state: OnrampState,
): state is OnrampState & { readonly network: PurchaseCurrencyNetwork } {
  return state.amountProblem === undefined && state.network !== undefined && !state.opening;
}

@injectable()
export class OnrampStore extends Store<OnrampState> {
  constructor() {
    super(INITIAL_ONRAMP_STATE);
  }
}
