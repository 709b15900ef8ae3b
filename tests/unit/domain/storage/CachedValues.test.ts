import * as E from 'fp-ts/Either';
import {
  CachedEnsNamesCodec,
  CachedIdentityCodec,
  CachedNativeBalanceCodec,
  CachedTokenBalanceCodec,
} from '../../../../domain/storage/CachedValues';

describe('SPEC §3, §9 cached values', () => {
  it('SPEC §3: a token balance has name, symbol, chainId, price, quantity and iconUrl; address and value optional', () => {
    const balance = {
      name: 'USD Coin',
      symbol: 'USDC',
      chainId: 'eip155:1',
      price: 1,
      quantity: { decimals: '6', numeric: '12.5' },
      iconUrl: 'https://i/usdc.png',
      address: 'eip155:1:0xa0b8',
      value: 12.5,
    };
    expect(CachedTokenBalanceCodec.decode(balance)).toEqual(E.right(balance));
    expect(E.isLeft(CachedTokenBalanceCodec.decode({ ...balance, quantity: { decimals: 6 } }))).toBe(true);
  });

  it('SPEC §9: native balance, ens names and identity', () => {
    expect(E.isRight(CachedNativeBalanceCodec.decode({ balance: '1.5', symbol: 'ETH' }))).toBe(true);
    expect(E.isRight(CachedEnsNamesCodec.decode([{ name: 'ana.keyport.id', registered_at: '2024' }]))).toBe(
      true,
    );
    expect(E.isRight(CachedIdentityCodec.decode({ name: null, avatar: null }))).toBe(true);
    expect(E.isLeft(CachedIdentityCodec.decode({ name: 'ana' }))).toBe(true);
  });
});
