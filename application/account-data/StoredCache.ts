import { type CachedEntry, isFresh } from '../../domain/storage/CachedEntry';
import { type StorageEntry } from '../../domain/storage/StorageEntry';
import { type Clock } from '../ports/Clock';
import { type TypedStorage } from '../storage/TypedStorage';

/** The stored form of a SPEC §9 cache: one entry per key (an address, or a network and address). */
export type CacheRecord<V> = Readonly<Record<string, CachedEntry<V>>>;

/**
 * One SPEC §9 cache kept in storage, so that a reload within the lifetime does not ask the API
 * again. Ages are measured on the Clock port, so lifetimes are exact in virtual time.
 */
export class StoredCache<V, O> {
  constructor(
    private readonly storage: TypedStorage,
    private readonly clock: Clock,
    private readonly entry: StorageEntry<CacheRecord<V>, O>,
    private readonly lifetimeMs: number,
  ) {}

  /** The value cached for `key` while it is younger than the lifetime (see `isFresh`). */
  fresh(key: string): V | undefined {
    const cached = this.read()[key];
    return cached !== undefined && isFresh(cached, this.clock.now(), this.lifetimeMs)
      ? cached.value
      : undefined;
  }

  /** The value last cached for `key`, however old: better than nothing when a new fetch is not allowed. */
  lastKnown(key: string): V | undefined {
    return this.read()[key]?.value;
  }

  put(key: string, value: V): void {
    this.storage.write(this.entry, { ...this.read(), [key]: { value, timestamp: this.clock.now() } });
  }

  private read(): CacheRecord<V> {
    return this.storage.read(this.entry) ?? {};
  }
}
