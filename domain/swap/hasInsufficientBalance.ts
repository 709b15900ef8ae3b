import { isTokenDecimals } from '../balance/TokenBalance';
import { flooredBaseUnits, parseExactDecimal } from '../format/ExactDecimal';

/**
 * Whether selling `amount` (base units) needs more than the visitor holds: `held` is the balance
 * API's whole-token amount (`quantity.numeric`), absent when the account holds none of the token.
 * A balance that cannot be read counts as none, so a swap is never offered on a guess.
 */
export function hasInsufficientBalance(amount: bigint, held: string | undefined, decimals: number): boolean {
  // Decimals no token can have make the balance unreadable.
  if (!isTokenDecimals(decimals)) return amount > 0n;
  const heldUnits = held === undefined ? 0n : (parseHeld(held, decimals) ?? 0n);
  return amount > heldUnits;
}

/** Balances may carry more digits than the token has (a float rendering); those are dropped. */
function parseHeld(numeric: string, decimals: number): bigint | undefined {
  const value = parseExactDecimal(numeric);
  return value === undefined || value.units < 0n ? undefined : flooredBaseUnits(value, decimals);
}
