import {
  type OnrampOptions,
  type PaymentCurrency,
  type PaymentMethodLimit,
  type PurchaseCurrency,
  type PurchaseCurrencyNetwork,
} from './OnrampOptions';
import { type OnrampQuoteRequest } from './OnrampQuote';
import { paymentLimits } from './paymentLimits';
import { type PurchaseAmountProblem, purchaseAmountProblem } from './purchaseAmountProblem';
import { type OnrampNetworkContext, purchaseCurrenciesFor, purchaseNetworkFor } from './purchaseNetwork';

/** The payment currency offered first, when the options list it. */
const PREFERRED_PAYMENT_CURRENCY = 'USD';

/** What the visitor chose in the buy form; everything else follows from it and the options. */
export interface PurchaseChoices {
  readonly purchaseCurrencyId: string | undefined;
  readonly paymentCurrencyId: string | undefined;
  /** The amount to pay, as typed, in the payment currency. */
  readonly amount: string;
}

/** The buy form as the choices and the options make it (SPEC §3 onramp, §5 payment limits). */
export interface PurchaseForm {
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
  readonly paymentCurrencies: readonly PaymentCurrency[];
  /** The chosen currencies, or the ones offered first when a choice is not (or no longer) offered. */
  readonly purchaseCurrency: PurchaseCurrency | undefined;
  readonly paymentCurrencyId: string | undefined;
  /** Where the purchase is delivered (the provider's network name and display name). */
  readonly network: PurchaseCurrencyNetwork | undefined;
  /** SPEC §5: the payment currency's limits per payment method (the fallback when the options list none). */
  readonly limits: readonly PaymentMethodLimit[];
  readonly amountProblem: PurchaseAmountProblem | undefined;
  /** What to price: set when the amount is within the limits and there is a network to deliver on. */
  readonly quoteRequest: OnrampQuoteRequest | undefined;
}

/**
 * Derives the buy form from the visitor's choices: a currency no longer offered falls back to the
 * first one (paying in USD first when it is offered), the delivery network follows the currency and
 * the active network, the limits follow the payment currency, and the amount is checked against
 * them. While the options are not known (or no namespace is active) there is nothing to choose and
 * only the amount's shape is checked.
 */
export function purchaseForm(
  options: OnrampOptions | undefined,
  context: OnrampNetworkContext | undefined,
  choices: PurchaseChoices,
): PurchaseForm {
  if (options === undefined || context === undefined) {
    return {
      purchaseCurrencies: [],
      paymentCurrencies: [],
      purchaseCurrency: undefined,
      paymentCurrencyId: undefined,
      network: undefined,
      limits: [],
      amountProblem: purchaseAmountProblem(choices.amount, []),
      quoteRequest: undefined,
    };
  }
  const purchaseCurrencies = purchaseCurrenciesFor(options, context);
  const purchaseCurrency =
    purchaseCurrencies.find((currency) => currency.id === choices.purchaseCurrencyId) ??
    purchaseCurrencies[0];
  const { paymentCurrencies } = options;
  const paymentCurrencyId = (
    paymentCurrencies.find((currency) => currency.id === choices.paymentCurrencyId) ??
    paymentCurrencies.find((currency) => currency.id === PREFERRED_PAYMENT_CURRENCY) ??
    paymentCurrencies[0]
  )?.id;
  const network = purchaseCurrency === undefined ? undefined : purchaseNetworkFor(purchaseCurrency, context);
  const limits = paymentCurrencyId === undefined ? [] : paymentLimits(paymentCurrencyId, options);
  const amountProblem = purchaseAmountProblem(choices.amount, limits);
  const quoteRequest =
    amountProblem === undefined &&
    purchaseCurrency !== undefined &&
    paymentCurrencyId !== undefined &&
    network !== undefined
      ? {
          purchaseCurrency: purchaseCurrency.id,
          paymentCurrency: paymentCurrencyId,
          amount: choices.amount.trim(),
          network: network.name,
        }
      : undefined;
  return {
    purchaseCurrencies,
    paymentCurrencies,
    purchaseCurrency,
    paymentCurrencyId,
    network,
    limits,
    amountProblem,
    quoteRequest,
  };
}
