import { StoredCache } from '../../../../application/account-data/StoredCache';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { CACHE_LIFETIME_MS } from '../../../../domain/constants/timing';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeClock } from '../../../fakes/FakeClock';

const ADA = { name: 'ada.eth', avatar: null };

function setUp() {
  const clock = new FakeClock();
  const storage = new MemoryStorage();
  const cache = new StoredCache(
    new TypedStorage(storage),
    clock,
    KEYPORT_STORAGE.identityCache,
    CACHE_LIFETIME_MS.identity,
  );
  return { clock, storage, cache };
}

describe('StoredCache (SPEC §9 cache lifetimes, kept in storage)', () => {
  it('SPEC §9: a value is fresh below its lifetime and stale at it, but stays the last known', () => {
    const { clock, cache } = setUp();
    cache.put('0xa', ADA);

    clock.advance(CACHE_LIFETIME_MS.identity - 1);
    expect(cache.fresh('0xa')).toEqual(ADA);
    clock.advance(1);
    expect(cache.fresh('0xa')).toBeUndefined();
    expect(cache.lastKnown('0xa')).toEqual(ADA);
  });

  it('SPEC §9: a key never cached is neither fresh nor known', () => {
    const { cache } = setUp();
    expect(cache.fresh('0xa')).toBeUndefined();
    expect(cache.lastKnown('0xa')).toBeUndefined();
  });

  it('SPEC §9: entries of other keys are kept when one is written', () => {
    const { cache } = setUp();
    cache.put('0xa', ADA);
    cache.put('0xb', { name: null, avatar: 'https://avatars.example/b.png' });

    expect(cache.fresh('0xa')).toEqual(ADA);
  });

  it('SPEC §9: an entry stamped in the future (clock moved back, tampering) is not fresh', () => {
    const { clock, storage, cache } = setUp();
    storage.setItem(
      KEYPORT_STORAGE.identityCache.key,
      JSON.stringify({ '0xa': { value: ADA, timestamp: clock.now() + 1 } }),
    );
    expect(cache.fresh('0xa')).toBeUndefined();
  });

  it('SPEC §3: a stored cache that does not decode reads as empty', () => {
    const { storage, cache } = setUp();
    storage.setItem(KEYPORT_STORAGE.identityCache.key, '{"0xa": {"value": 42}}');
    expect(cache.lastKnown('0xa')).toBeUndefined();
  });
});
