import type * as t from 'io-ts';
import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type CachedTokenBalanceCodec } from '../../domain/storage/CachedValues';

export type CachedTokenBalance = t.TypeOf<typeof CachedTokenBalanceCodec>;

/**
 * A balance in its stored form. The API writes decimals as a number or as text; the cache keeps
 * text, which `TokenBalance` also accepts, so a cached balance reads back as a `TokenBalance`.
 */
export function toCachedBalance(balance: TokenBalance): CachedTokenBalance {
  return {
    name: balance.name,
    symbol: balance.symbol,
    chainId: balance.chainId,
    price: balance.price,
    quantity: { decimals: String(balance.quantity.decimals), numeric: balance.quantity.numeric },
    iconUrl: balance.iconUrl,
    ...(balance.address === undefined ? {} : { address: balance.address }),
    ...(balance.value === undefined ? {} : { value: balance.value }),
  };
}
