import { type ChainDirectory } from '../chains/ChainDirectory';
import { badRequest } from '../http/ApiError';
import { requireObject, requireString } from '../http/bodyFields';
import { type Fraction, parseDecimalText } from '../money/Fraction';
import { PAYMENT_METHOD_LIMITS } from './onrampOptions';
import { type OnrampQuote, priceOnramp } from './onrampPricing';

/**
 * REFERENCE §3a `POST /v1/onramp/quote`: the body read and checked, then priced from the chain
 * and the price table (`priceOnramp`).
 */
export async function onrampQuote(body: unknown, directory: ChainDirectory): Promise<OnrampQuote> {
  const fields = requireObject(body);
  const priced = await priceOnramp(directory, {
    purchaseCurrency: requireString(fields, 'purchaseCurrency'),
    paymentCurrency: requireString(fields, 'paymentCurrency'),
    network: requireString(fields, 'network'),
    total: readPaymentAmount(fields['amount']),
  });
  return priced.quote;
}

/** The payment, a decimal string or number within the SPEC §5 limits of the accepted methods. */
export function readPaymentAmount(value: unknown): Fraction {
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
