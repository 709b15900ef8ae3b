import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { CACHE_LIFETIME_MS } from '../../../../domain/constants/timing';
import { cachedEntryCodec, isFresh } from '../../../../domain/storage/CachedEntry';

const NOW = 1_700_000_000_000;

describe('SPEC §9 cached entries', () => {
  it('SPEC §9: a cached entry is {value, timestamp}', () => {
    const codec = cachedEntryCodec(t.string);
    expect(codec.decode({ value: 'x', timestamp: NOW })).toEqual(E.right({ value: 'x', timestamp: NOW }));
    expect(E.isLeft(codec.decode({ value: 1, timestamp: NOW }))).toBe(true);
    expect(E.isLeft(codec.decode({ value: 'x' }))).toBe(true);
    expect(codec.name).toBe('CachedEntry<string>');
  });

  it('SPEC §9: balance is fresh for 30 s, not at 30 s', () => {
    const entry = { value: [], timestamp: NOW };
    expect(isFresh(entry, NOW, CACHE_LIFETIME_MS.balance)).toBe(true);
    expect(isFresh(entry, NOW + 29_999, CACHE_LIFETIME_MS.balance)).toBe(true);
    expect(isFresh(entry, NOW + 30_000, CACHE_LIFETIME_MS.balance)).toBe(false);
  });

  it('SPEC §9: identity and ens are fresh for 5 min', () => {
    const entry = { value: null, timestamp: NOW };
    expect(isFresh(entry, NOW + 299_999, CACHE_LIFETIME_MS.identity)).toBe(true);
    expect(isFresh(entry, NOW + 300_000, CACHE_LIFETIME_MS.ens)).toBe(false);
  });

  it('SPEC §9: an entry from the future is not trusted', () => {
    expect(isFresh({ value: 1, timestamp: NOW + 1 }, NOW, CACHE_LIFETIME_MS.balance)).toBe(false);
  });

  it('SPEC §9: fresh exactly when younger than the lifetime', () => {
    fc.assert(
      fc.property(
        fc.nat(1_000_000),
        fc.integer({ min: 1, max: 1_000_000 }),
        (age, lifetime) => isFresh({ value: 0, timestamp: NOW - age }, NOW, lifetime) === age < lifetime,
      ),
    );
  });
});
