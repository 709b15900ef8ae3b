import { type TokenBalance } from './TokenBalance';

/**
 * The USD worth of a list of balances, for the account header. A balance without a value (the API
 * knows no price for it) counts as zero rather than hiding the total.
 */
export function totalUsdValue(balances: readonly TokenBalance[]): number {
  return balances.reduce((total, balance) => total + usableValue(balance.value), 0);
}

function usableValue(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}
