import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { formatBalance } from '../../domain/format/formatBalance';
import { formatUsd } from '../../domain/format/formatUsd';
import { type TokenRow } from './AccountViewRows';
import { displayed } from './displayed';

/**
 * The Tokens tab's rows: SPEC §9 "Balance display floors to 3 decimals; USD 2 decimals". A token
 * the API knows no worth of reads `$0.00`, as it counts in the total; an amount that is not a
 * decimal number (the API's text, decoded but not checked) is shown as sent.
 */
export function tokenRows(balances: readonly TokenBalance[]): readonly TokenRow[] {
  return balances.map((balance) => ({
    id: `${balance.chainId}:${balance.address ?? 'native'}`,
    symbol: balance.symbol,
    name: balance.name,
    iconUrl: balance.iconUrl,
    quantity: displayed(balance.quantity.numeric, formatBalance),
    value: formatUsd(worth(balance.value)),
  }));
}

function worth(value: number | undefined): number {
  return value !== undefined && Number.isFinite(value) ? value : 0;
}
