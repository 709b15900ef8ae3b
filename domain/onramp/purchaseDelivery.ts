import { type TokenBalance } from '../balance/TokenBalance';
import {
  type ExactDecimal,
  exactDecimalToString,
  parseExactDecimal,
  roundExactDecimal,
  subtractExactDecimals,
} from '../format/ExactDecimal';

/** Fraction digits a received amount is shown with: enough for any purchase, never 18 of them. */
const RECEIVED_PLACES = 6;

const NONE: ExactDecimal = { units: 0n, scale: 0 };

/**
 * How much of the purchased token the balances on `caipNetworkId` hold, exactly: the token is
 * known by its symbol there (the purchase currency list names tokens by symbol); none listed is
 * zero, since a token is only listed once some of it is held.
 */
export function heldAmount(
  balances: readonly TokenBalance[],
  symbol: string,
  caipNetworkId: string,
): ExactDecimal {
  const wanted = symbol.toUpperCase();
  const token = balances.find(
    (balance) => balance.chainId === caipNetworkId && balance.symbol.toUpperCase() === wanted,
  );
  return (token === undefined ? undefined : parseExactDecimal(token.quantity.numeric)) ?? NONE;
}

/**
 * What a purchase brought, as shown to the visitor: how much more is held now than before the
 * checkout opened, floored to 6 places (below that, whole); undefined while nothing more is held.
 */
export function receivedAmount(before: ExactDecimal, now: ExactDecimal): string | undefined {
  const rise = subtractExactDecimals(now, before);
  if (rise.units <= 0n) return undefined;
  const shown = roundExactDecimal(rise, Math.min(rise.scale, RECEIVED_PLACES), 'floor');
  // A dust amount would floor to "0": it is shown whole rather than as nothing received.
  return exactDecimalToString(shown.units === 0n ? rise : shown);
}
