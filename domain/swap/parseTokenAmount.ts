import { isTokenDecimals } from '../balance/TokenBalance';
import { parseExactDecimal } from '../format/ExactDecimal';

/**
 * The amount a visitor typed (`"1.5"`) in the token's base units (`1500000000000000000n` for 18
 * decimals), exactly. `undefined` when the text is not a number, is negative, or has more fraction
 * digits than the token can hold: such an amount cannot be sent, so it is never rounded into one.
 * Decimals that no token can have (`isTokenDecimals`) give `undefined` too, in constant time.
 */
export function parseTokenAmount(text: string, decimals: number): bigint | undefined {
  if (!isTokenDecimals(decimals)) return undefined;
  const parsed = parseExactDecimal(text);
  if (parsed === undefined || parsed.units < 0n || parsed.scale > decimals) return undefined;
  return parsed.units * 10n ** BigInt(decimals - parsed.scale);
}
