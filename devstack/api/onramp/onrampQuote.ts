import { randomUUID } from 'node:crypto';
import { formatUnits, parseEther } from 'viem';
import { type ChainDirectory } from '../chains/ChainDirectory';
import { badRequest } from '../http/ApiError';
import { requireObject, requireString } from '../http/bodyFields';
import { ceilToCents, formatCents, roundToCents } from '../money/cents';
import { FIAT_USD_RATES, isSupportedFiat } from '../money/fiatCurrencies';
import {
  divide,
  floor,
  type Fraction,
  fractionOfNumber,
  integer,
  multiply,
  parseDecimalText,
} from '../money/Fraction';
import { findPurchase, PAYMENT_METHOD_LIMITS } from './onrampOptions';

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

/**
 * A purchase priced from the chain and the price table: the visitor pays `amount`; the provider
 * keeps 1.5 %; the network fee is what delivering the token costs at the chain's gas price now;
 * the rest buys the token at its table price, converted from the payment currency.
 */
export async function onrampQuote(body: unknown, directory: ChainDirectory): Promise<OnrampQuote> {
  const fields = requireObject(body);
  const purchaseCurrency = requireString(fields, 'purchaseCurrency');
  const paymentCurrency = requireString(fields, 'paymentCurrency').toUpperCase();
  const network = requireString(fields, 'network');
  const total = readPaymentAmount(fields['amount']);
  if (!isSupportedFiat(paymentCurrency)) {
    throw badRequest('invalid_parameter', `paymentCurrency ${paymentCurrency} is not accepted`);
  }
  const purchase = findPurchase(directory, purchaseCurrency, network);
  const entry = purchase === undefined ? undefined : directory.find(purchase.chainId);
  if (purchase === undefined || entry === undefined) {
    throw badRequest('invalid_parameter', `${purchaseCurrency} cannot be bought on network ${network}`);
  }

  const usdPerUnit = fractionOfNumber(FIAT_USD_RATES[paymentCurrency] ?? 1);
  const totalCents = floor(multiply(total, integer(100n)));
  const feeCents = roundToCents(multiply(total, { numerator: PROVIDER_FEE_PER_MILLE, denominator: 1000n }));
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
    coinbaseFee: { amount: formatCents(feeCents), currency: paymentCurrency },
    networkFee: { amount: formatCents(networkCents), currency: paymentCurrency },
    paymentSubtotal: { amount: formatCents(subtotalCents), currency: paymentCurrency },
    paymentTotal: { amount: formatCents(totalCents), currency: paymentCurrency },
    purchaseAmount: { amount: formatUnits(baseUnits, purchase.decimals), currency: purchase.symbol },
    quoteId: randomUUID(),
  };
}

/** The payment, a decimal string or number within the SPEC §5 limits of the accepted methods. */
function readPaymentAmount(value: unknown): Fraction {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  const amount = typeof text === 'string' ? parseDecimalText(text) : undefined;
  if (amount === undefined) throw badRequest('invalid_parameter', 'amount must be a positive decimal');
  const min = Math.min(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.min)));
  const max = Math.max(...PAYMENT_METHOD_LIMITS.map((limit) => Number(limit.max)));
  const asNumber = Number(amount.numerator) / Number(amount.denominator);
  if (asNumber < min || asNumber > max) {
    throw badRequest('invalid_parameter', `amount must be between ${min} and ${max}`);
  }
  return amount;
}
