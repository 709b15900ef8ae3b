import * as E from 'fp-ts/Either';
import { toCachedBalance } from '../../../../application/account-data/cachedBalances';
import { CachedTokenBalanceCodec } from '../../../../domain/storage/CachedValues';
import { ether, usdc } from './accountDataFixtures';

describe('toCachedBalance (SPEC §9 balance cache)', () => {
  it('SPEC §9: numeric decimals are kept as text, which the cache codec accepts', () => {
    const cached = toCachedBalance({ ...usdc, quantity: { decimals: 6, numeric: '12.5' } });

    expect(cached).toEqual(usdc);
    expect(E.isRight(CachedTokenBalanceCodec.decode(cached))).toBe(true);
  });

  it('SPEC §3: a native token has no address and may have no value; none is invented', () => {
    const cached = toCachedBalance(ether);

    expect(cached).toEqual(ether);
    expect('address' in cached).toBe(false);
    expect('value' in cached).toBe(false);
  });
});
