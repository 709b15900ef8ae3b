import * as t from 'io-ts';
import { type TokenBalance } from '../../../domain/balance/TokenBalance';
import { exactObject, exactObjectWithOptional, ImageUrl, nullable, optionalField } from './primitives';

const Balance = exactObjectWithOptional(
  {
    name: t.string,
    symbol: t.string,
    chainId: t.string,
    price: t.number,
    quantity: exactObject({ decimals: t.union([t.string, t.number]), numeric: t.string }),
    iconUrl: ImageUrl,
  },
  { address: nullable(t.string), value: nullable(t.number) },
  'Balance',
);
type Balance = t.TypeOf<typeof Balance>;

/**
 * REFERENCE §3a `GET /v1/account/{address}/balance`: `{balances: Balance[]}`, Balance = `{name,
 * symbol, chainId, address?, value?, price, quantity: {decimals, numeric}, iconUrl}`.
 */
export const BalancesAnswer = exactObject({ balances: t.readonlyArray(Balance) }, 'BalancesAnswer');
export type BalancesAnswer = t.TypeOf<typeof BalancesAnswer>;

export function toTokenBalances(answer: BalancesAnswer): readonly TokenBalance[] {
  return answer.balances.map(toTokenBalance);
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
