import { type OnrampOptions, type PaymentMethodLimit } from './OnrampOptions';

/** SPEC §5 "Payment limit fallback (USD and EUR): card 10.00 to 7500.00; bank account 10.00 to 25000.00." */
export const FALLBACK_PAYMENT_METHOD_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
] as const;

/** The payment currencies the fallback limits apply to. */
export const FALLBACK_LIMIT_CURRENCIES = ['USD', 'EUR'] as const;

/**
 * The limits per payment method for paying in `paymentCurrency`: the currency's own limits when
 * the options list some, else the SPEC §5 fallback for USD and EUR, else none (the amount is then
 * not limited by Keyport; the provider still checks it). Currency ids compare without regard to
 * case, since hosts and providers write them either way.
 */
export function paymentLimits(
  paymentCurrency: string,
  options: OnrampOptions | undefined,
): readonly PaymentMethodLimit[] {
  const wanted = paymentCurrency.toUpperCase();
  const ownLimits = options?.paymentCurrencies.find(
    (currency) => currency.id.toUpperCase() === wanted,
  )?.payment_method_limits;
  if (ownLimits !== undefined && ownLimits.length > 0) return ownLimits;
  return (FALLBACK_LIMIT_CURRENCIES as readonly string[]).includes(wanted)
    ? FALLBACK_PAYMENT_METHOD_LIMITS
    : [];
}
