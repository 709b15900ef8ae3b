import * as t from 'io-ts';
import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { DecimalText } from '../../../domain/decoding/DecimalText';
import { UsdAmount } from '../../../domain/decoding/UsdAmount';
import { TokenDecimals } from '../../../domain/decoding/TokenDecimals';
import { DisplayName, DisplaySymbol } from '../../../domain/decoding/displayText';
import { type SiftedList, siftedList } from '../../../domain/decoding/siftedList';
import { exactObject, exactObjectWithOptional, ImageUrl, nullable, optionalField } from './primitives';

const Balance = exactObjectWithOptional(
  {
    name: DisplayName,
    symbol: DisplaySymbol,
    chainId: t.string,
    price: UsdAmount,
    quantity: exactObject({ decimals: TokenDecimals, numeric: DecimalText }),
    iconUrl: ImageUrl,
  },
  { address: nullable(t.string), value: nullable(UsdAmount) },
  'Balance',
);
type Balance = t.TypeOf<typeof Balance>;

/**
 * REFERENCE §3a `GET /v1/account/{address}/balance`: `{balances: Balance[]}`, Balance = `{name,
 * symbol, chainId, address?, value?, price, quantity: {decimals, numeric}, iconUrl}`. Each balance
 * is decoded on its own: one with a number out of range (decimals 1.5, a price of 1e308) is left
 * out and described, and the others are kept.
 */
export const BalancesAnswer = exactObject({ balances: siftedList(Balance) }, 'BalancesAnswer');
export type BalancesAnswer = t.TypeOf<typeof BalancesAnswer>;

export function toTokenBalances(balances: SiftedList<Balance>['kept']): readonly TokenBalance[] {
  return balances.map(toTokenBalance);
}

function toTokenBalance(balance: Balance): TokenBalance {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    price: balance.price,
    quantity: balance.quantity,
    iconUrl: balance.iconUrl,
    ...optionalField('address', balance.address),
    ...optionalField('value', balance.value),
  };
}
