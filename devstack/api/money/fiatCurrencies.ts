/**
 * The fiat currencies the devstack onramp accepts, with their USD value (the price table's
 * exchange rates). USD and EUR are the two SPEC §5 names payment limits for.
 */
export const FIAT_USD_RATES: Readonly<Record<string, number>> = { USD: 1, EUR: 1.08 };

export function isSupportedFiat(currency: string): boolean {
  return Object.hasOwn(FIAT_USD_RATES, currency);
}
