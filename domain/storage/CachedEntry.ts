import * as t from 'io-ts';

/** SPEC §9 caches: a value and when it was fetched (ms since the epoch), so its age can be judged later. */
export interface CachedEntry<A> {
  readonly value: A;
  readonly timestamp: number;
}

export function cachedEntryCodec<C extends t.Mixed>(valueCodec: C) {
  return t.type({ value: valueCodec, timestamp: t.number }, `CachedEntry<${valueCodec.name}>`);
}

/**
 * SPEC §9: a cached value may be used while it is younger than its lifetime. A timestamp in the
 * future means the clock moved or the entry was tampered with; it is not trusted, so the value
 * is fetched again.
 */
export function isFresh<A>(entry: CachedEntry<A>, nowMs: number, lifetimeMs: number): boolean {
  return entry.timestamp <= nowMs && nowMs - entry.timestamp < lifetimeMs;
}
