/** An amount of one currency, as the quote call writes it (`{amount: "100", currency: "USD"}`). */
export interface OnrampAmount {
  readonly amount: string;
  readonly currency: string;
}

/** SPEC §3: the price of a purchase: what is paid, what is received, and the fees in between. */
export interface OnrampQuote {
  readonly coinbaseFee: OnrampAmount;
  readonly networkFee: OnrampAmount;
  readonly paymentSubtotal: OnrampAmount;
  readonly paymentTotal: OnrampAmount;
  readonly purchaseAmount: OnrampAmount;
  readonly quoteId: string;
}

/** SPEC §7: the body of the quote call. Currencies are ids of `OnrampOptions` (`USDC`, `USD`). */
export interface OnrampQuoteRequest {
  readonly purchaseCurrency: string;
  readonly paymentCurrency: string;
  readonly amount: string;
  /** The provider's network name, e.g. `ethereum`. */
  readonly network: string;
}

/** The `quoteId` of a quote Keyport made up itself, so it is never sent on as a real one. */
export const ECHO_QUOTE_ID = 'keyport-echo-quote';

/**
 * SPEC §7: the quote shown when the quote call fails, "a mock quote echoing the amount". It prices
 * the purchase one to one, so the form keeps working: the subtotal, the total and the amount bought
 * all echo the requested amount (in the payment and the purchase currency respectively). The fees
 * are zero rather than echoed, since the visitor would otherwise read a fee as large as the purchase.
 */
export function echoQuote(request: OnrampQuoteRequest): OnrampQuote {
  const paid = { amount: request.amount, currency: request.paymentCurrency };
  return {
    coinbaseFee: { amount: '0', currency: request.paymentCurrency },
    networkFee: { amount: '0', currency: request.paymentCurrency },
    paymentSubtotal: paid,
    paymentTotal: paid,
    purchaseAmount: { amount: request.amount, currency: request.purchaseCurrency },
    quoteId: ECHO_QUOTE_ID,
  };
}

/** Whether a quote is the made-up one of `echoQuote` rather than a provider's offer. */
export function isEchoQuote(quote: OnrampQuote): boolean {
  return quote.quoteId === ECHO_QUOTE_ID;
}
