import { randomUUID } from 'node:crypto';
import { formatUnits, parseEther } from 'viem';
import { type ChainDirectory, type ChainEntry } from '../chains/ChainDirectory';
import { type Fungible } from '../chains/Fungible';
import { badRequest } from '../http/ApiError';
import { ceilToCents, formatCents, roundToCents } from '../money/cents';
import { FIAT_USD_RATES, isSupportedFiat } from '../money/fiatCurrencies';
import { divide, floor, type Fraction, fractionOfNumber, integer, multiply } from '../money/Fraction';
import { findPurchase } from './onrampOptions';

/** The provider's fee, in per mille of the payment (SPEC §9: Coinbase takes 1-2 %). */
export const PROVIDER_FEE_PER_MILLE = 15n;

/** Gas of the delivery transaction: an ether transfer, or an ERC-20 transfer. */
const DELIVERY_GAS = { native: 21_000n, erc20: 65_000n } as const;

export interface OnrampAmount {
  readonly amount: string;
  readonly currency: string;
}

/** REFERENCE §3a / SPEC §3 onramp quote. */
export interface OnrampQuote {
  readonly coinbaseFee: OnrampAmount;
  readonly networkFee: OnrampAmount;
  readonly paymentSubtotal: OnrampAmount;
  readonly paymentTotal: OnrampAmount;
  readonly purchaseAmount: OnrampAmount;
  readonly quoteId: string;
}

/** What is being bought, checked already: the payment within the SPEC §5 limits. */
export interface OnrampPurchaseRequest {
  readonly purchaseCurrency: string;
  readonly paymentCurrency: string;
  readonly network: string;
  readonly total: Fraction;
}

/** A quote with what delivering it needs: the token, its chain, and the amount in base units. */
export interface PricedPurchase {
  readonly quote: OnrampQuote;
  readonly purchase: Fungible;
  readonly entry: ChainEntry;
  readonly purchaseBaseUnits: bigint;
}

/**
 * A purchase priced from the chain and the price table: the visitor pays `total`; the provider
 * keeps 1.5 %; the network fee is what delivering the token costs at the chain's gas price now;
 * the rest buys the token at its table price, converted from the payment currency. The quote
 * endpoint and the checkout page both price here, so the page delivers what a quote promises.
 */
export async function priceOnramp(
  directory: ChainDirectory,
  request: OnrampPurchaseRequest,
): Promise<PricedPurchase> {
  const paymentCurrency = request.paymentCurrency.toUpperCase();
  if (!isSupportedFiat(paymentCurrency)) {
    throw badRequest('invalid_parameter', `paymentCurrency ${paymentCurrency} is not accepted`);
  }
  const purchase = findPurchase(directory, request.purchaseCurrency, request.network);
  const entry = purchase === undefined ? undefined : directory.find(purchase.chainId);
  if (purchase === undefined || entry === undefined) {
    throw badRequest(
      'invalid_parameter',
      `${request.purchaseCurrency} cannot be bought on network ${request.network}`,
    );
  }

  const usdPerUnit = fractionOfNumber(FIAT_USD_RATES[paymentCurrency] ?? 1);
  const totalCents = floor(multiply(request.total, integer(100n)));
  const feeCents = roundToCents(
    multiply(request.total, { numerator: PROVIDER_FEE_PER_MILLE, denominator: 1000n }),
  );
  const gasPrice = await entry.client.getGasPrice();
  const deliveryWei = DELIVERY_GAS[purchase.kind] * gasPrice;
  const nativePrice = fractionOfNumber(entry.chain.nativePriceUsd);
  const networkFeeUsd = multiply(divide(integer(deliveryWei), integer(parseEther('1'))), nativePrice);
  const networkCents = ceilToCents(divide(networkFeeUsd, usdPerUnit));
  const subtotalCents = totalCents - feeCents - networkCents;
  if (subtotalCents <= 0n) throw badRequest('invalid_parameter', 'amount does not cover the fees');

  const subtotalUsd = multiply({ numerator: subtotalCents, denominator: 100n }, usdPerUnit);
  const wholeTokens = divide(subtotalUsd, fractionOfNumber(purchase.priceUsd));
  const baseUnits = floor(multiply(wholeTokens, integer(10n ** BigInt(purchase.decimals))));
  return {
    quote: {
      coinbaseFee: { amount: formatCents(feeCents), currency: paymentCurrency },
      networkFee: { amount: formatCents(networkCents), currency: paymentCurrency },
      paymentSubtotal: { amount: formatCents(subtotalCents), currency: paymentCurrency },
      paymentTotal: { amount: formatCents(totalCents), currency: paymentCurrency },
      purchaseAmount: { amount: formatUnits(baseUnits, purchase.decimals), currency: purchase.symbol },
      quoteId: randomUUID(),
    },
    purchase,
    entry,
    purchaseBaseUnits: baseUnits,
  };
}
