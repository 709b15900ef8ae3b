import * as fc from 'fast-check';
import { KEYPORT_STORAGE, KEYPORT_STORAGE_KEYS } from '../../../../domain/storage/KeyportStorage';
import { namespacedStorageKey } from '../../../../domain/storage/namespacedStorageKey';

describe('namespacedStorageKey (SPEC §3 storage, one instance per name)', () => {
  it('the default instance keeps every key exactly as before names existed', () => {
    for (const key of KEYPORT_STORAGE_KEYS) expect(namespacedStorageKey(key, undefined)).toBe(key);
  });

  it('a named instance keeps its keys under @keyport/<name>/', () => {
    expect(namespacedStorageKey(KEYPORT_STORAGE.recentWallets.key, 'shop')).toBe(
      '@keyport/shop/recent_wallets',
    );
    expect(namespacedStorageKey('@keyport/eip155:connected_connector_id', 'shop')).toBe(
      '@keyport/shop/eip155:connected_connector_id',
    );
  });

  it('the deep-link choice keeps the name the wallet-connect library reads, whatever the instance', () => {
    expect(namespacedStorageKey(KEYPORT_STORAGE.deepLinkChoice.key, 'shop')).toBe(
      'WALLETCONNECT_DEEPLINK_CHOICE',
    );
  });

  it('two names never share a key, and no named key is a default one', () => {
    const name = fc.stringMatching(/^[A-Za-z0-9_-]{1,32}$/);
    const ownKey = fc.constantFrom(...KEYPORT_STORAGE_KEYS.filter((key) => key.startsWith('@keyport/')));
    fc.assert(
      fc.property(name, name, ownKey, ownKey, (a, b, keyA, keyB) => {
        fc.pre(a !== b || keyA !== keyB);
        expect(namespacedStorageKey(keyA, a)).not.toBe(namespacedStorageKey(keyB, b));
        expect(KEYPORT_STORAGE_KEYS).not.toContain(namespacedStorageKey(keyA, a));
      }),
    );
  });
});
