/**
 * The part of the Reflect metadata API that inversify reads and writes (define, get, has, own or
 * inherited), for browser builds. The full `reflect-metadata` polyfill (used in Node and the tests)
 * weighs about 3.4 KB gzip, over 5 % of what a page may load before the first click; this is its
 * behaviour for exactly the calls the container makes. A page that already has the full polyfill
 * keeps it.
 */
type MetadataKey = unknown;
type Target = object;
type Property = string | symbol | undefined;

interface MetadataApi {
  defineMetadata(key: MetadataKey, value: unknown, target: Target, property?: Property): void;
  hasOwnMetadata(key: MetadataKey, target: Target, property?: Property): boolean;
  hasMetadata(key: MetadataKey, target: Target, property?: Property): boolean;
  getOwnMetadata(key: MetadataKey, target: Target, property?: Property): unknown;
  getMetadata(key: MetadataKey, target: Target, property?: Property): unknown;
}

export function createMetadataApi(): MetadataApi {
  const store = new WeakMap<Target, Map<Property, Map<MetadataKey, unknown>>>();
  const own = (target: Target, property: Property) => store.get(target)?.get(property);
  const chain = function* (target: Target): Generator<Target> {
    for (
      let current: Target | null = target;
      current !== null;
      current = Object.getPrototypeOf(current) as Target | null
    ) {
      yield current;
    }
  };
  const api: MetadataApi = {
    defineMetadata(key, value, target, property) {
      let byProperty = store.get(target);
      if (!byProperty) store.set(target, (byProperty = new Map()));
      let byKey = byProperty.get(property);
      if (!byKey) byProperty.set(property, (byKey = new Map()));
      byKey.set(key, value);
    },
    hasOwnMetadata: (key, target, property) => own(target, property)?.has(key) ?? false,
    getOwnMetadata: (key, target, property) => own(target, property)?.get(key),
    hasMetadata(key, target, property) {
      for (const current of chain(target)) if (api.hasOwnMetadata(key, current, property)) return true;
      return false;
    },
    getMetadata(key, target, property) {
      for (const current of chain(target)) {
        if (api.hasOwnMetadata(key, current, property)) return api.getOwnMetadata(key, current, property);
      }
      return undefined;
    },
  };
  return api;
}

/** Adds the metadata API to `Reflect` unless a full polyfill is already there. */
export function installMetadataApi(reflect: object = Reflect): void {
  if (typeof (reflect as { defineMetadata?: unknown }).defineMetadata === 'function') return;
  Object.assign(reflect, createMetadataApi());
}

installMetadataApi();
