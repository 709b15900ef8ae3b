/**
 * SPEC §3 / REFERENCE §3a: what can be bought and paid with, as the onramp options call reports it.
 * The snake_case names are the API's own; they are kept so that the decoded answer is used as is.
 */
export interface OnrampOptions {
  readonly paymentCurrencies: readonly PaymentCurrency[];
  readonly purchaseCurrencies: readonly PurchaseCurrency[];
}

/** A fiat currency the visitor can pay with, e.g. `USD`, with its limits per payment method. */
export interface PaymentCurrency {
  readonly id: string;
  readonly payment_method_limits: readonly PaymentMethodLimit[];
}

/** The smallest and largest amount one payment method accepts, as decimal strings (`"10.00"`). */
export interface PaymentMethodLimit {
  /** The payment method, e.g. `card` or `ach_bank_account`. */
  readonly id: string;
  readonly min: string;
  readonly max: string;
}

/** A crypto currency the visitor can buy, e.g. `USDC`, and the networks it can be delivered on. */
export interface PurchaseCurrency {
  readonly id: string;
  readonly name: string;
  readonly symbol: string;
  readonly networks: readonly PurchaseCurrencyNetwork[];
}

export interface PurchaseCurrencyNetwork {
  /** The provider's network name, e.g. `ethereum` (see CARD_PAY_CHAINS). */
  readonly name: string;
  readonly display_name: string;
  /** The eip155 chain id, as text. */
  readonly chain_id: string;
  /** The token contract on that network; empty for the network's native currency. */
  readonly contract_address: string;
}
