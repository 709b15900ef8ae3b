import { KEYPORT_STORAGE_PREFIX, WALLET_STORAGE_PREFIX } from './KeyportStorage';

/** The prefixes of the keys an instance owns: Keyport's own and its embedded wallet's. */
const INSTANCE_PREFIXES = [KEYPORT_STORAGE_PREFIX, WALLET_STORAGE_PREFIX];

/**
 * Where a named instance keeps one of its keys: `@keyport/<name>/…` and `@keyport-wallet/<name>/…`,
 * so two instances on a page (or in one extension store) never read each other's connection or
 * embedded-wallet login. The default instance (`namespace` undefined) keeps the plain keys, so
 * visitors who came before names existed keep their state. Keys that are not Keyport's own stay
 * as they are: the deep-link choice keeps the name the wallet-connect library reads.
 */
export function namespacedStorageKey(key: string, namespace: string | undefined): string {
  const prefix = INSTANCE_PREFIXES.find((own) => key.startsWith(own));
  if (namespace === undefined || prefix === undefined) return key;
  return `${prefix}${namespace}/${key.slice(prefix.length)}`;
}
