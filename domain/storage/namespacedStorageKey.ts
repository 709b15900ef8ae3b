import { KEYPORT_STORAGE_PREFIX } from './KeyportStorage';

/**
 * Where a named instance keeps one of Keyport's keys: `@keyport/<name>/…`, so two instances on a
 * page (or in one extension store) never read each other's connection. The default instance
 * (`namespace` undefined) keeps the plain `@keyport/…` keys, so visitors who came before names
 * existed keep their state. Keys that are not Keyport's own stay as they are: the deep-link choice
 * keeps the name the wallet-connect library reads.
 */
export function namespacedStorageKey(key: string, namespace: string | undefined): string {
  if (namespace === undefined || !key.startsWith(KEYPORT_STORAGE_PREFIX)) return key;
  return `${KEYPORT_STORAGE_PREFIX}${namespace}/${key.slice(KEYPORT_STORAGE_PREFIX.length)}`;
}
