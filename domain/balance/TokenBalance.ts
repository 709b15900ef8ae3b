import { MAX_TOKEN_DECIMALS } from '../constants/limits';

/**
 * SPEC §3 / REFERENCE §3a: one token the visitor holds, as the balance API reports it.
 * `quantity.numeric` is the amount in whole tokens as a decimal string (exact); `value` is its
 * worth in USD and `price` the USD price of one token (both approximate, for display).
 */
export interface TokenBalance {
  readonly name: string;
  readonly symbol: string;
  /** The CAIP-2 network id the token lives on, e.g. `eip155:1`. */
  readonly chainId: string;
  /** The token's CAIP-10 address; absent for a namespace's native token. */
  readonly address?: string;
  readonly value?: number;
  readonly price: number;
  readonly quantity: TokenQuantity;
  readonly iconUrl: string;
}

export interface TokenQuantity {
  /** The token's decimals; the API sends it as a number or as a numeric string. */
  readonly decimals: string | number;
  readonly numeric: string;
}

/**
 * A token's decimals as outside data may give them: a whole number from 0 to `MAX_TOKEN_DECIMALS`
 * (ERC-20's uint8). Every conversion costs time in proportion to the decimals, so the maths
 * refuse any other value, whatever its source.
 */
export function isTokenDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_TOKEN_DECIMALS;
}

/**
 * A token's decimals as a number, whichever form the API used; `undefined` when it is not a whole
 * number from 0 to 255 (`isTokenDecimals`; then its amounts cannot be converted to base units).
 */
export function tokenDecimals(balance: TokenBalance): number | undefined {
  const { decimals } = balance.quantity;
  const parsed = typeof decimals === 'number' ? decimals : parseDecimalsText(decimals);
  return isTokenDecimals(parsed) ? parsed : undefined;
}

function parseDecimalsText(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}
