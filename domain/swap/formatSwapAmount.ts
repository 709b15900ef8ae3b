import { formatBalance } from '../format/formatBalance';
import { formatUnitsString } from '../format/formatUnitsString';

/** A base-unit amount as the modal shows balances (SPEC §9: floored to 3 decimals). */
export function formatSwapAmount(amount: bigint, decimals: number): string {
  return formatBalance(formatUnitsString(amount, decimals));
}
