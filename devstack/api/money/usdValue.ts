import { formatUnits } from 'viem';
import { type Fungible } from '../chains/Fungible';

/**
 * The USD worth of a base-unit amount, as the `value` field of balances and transfers. It is a
 * JSON number for display, as the real service sends it, so a float is the right type here.
 */
export function usdValue(amount: bigint, fungible: Fungible): number {
  return Number(formatUnits(amount, fungible.decimals)) * fungible.priceUsd;
}
