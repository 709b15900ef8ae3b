import * as E from 'fp-ts/Either';
import {
  type StorageEntry,
  decodeStoredValue,
  encodeStoredValue,
} from '../../../../domain/storage/StorageEntry';
import {
  CACHED_LOGIN_ENTRIES,
  WALLET_STORAGE,
  WALLET_STORAGE_PREFIX,
  walletStorageKey,
} from '../../../../domain/storage/WalletStorage';

describe('SPEC §3 embedded wallet storage keys', () => {
  it('SPEC §3: every embedded wallet key has the wallet storage prefix', () => {
    expect(WALLET_STORAGE_PREFIX).toBe('@keyport-wallet/');
    expect(Object.values(WALLET_STORAGE).map((entry) => entry.key)).toEqual([
      '@keyport-wallet/SESSION_TOKEN_KEY',
      '@keyport-wallet/EMAIL_LOGIN_USED_KEY',
      '@keyport-wallet/LAST_USED_CHAIN_KEY',
      '@keyport-wallet/LAST_EMAIL_LOGIN_TIME',
      '@keyport-wallet/EMAIL',
      '@keyport-wallet/PREFERRED_ACCOUNT_TYPE',
      '@keyport-wallet/SMART_ACCOUNT_ENABLED',
      '@keyport-wallet/SMART_ACCOUNT_ENABLED_NETWORKS',
      '@keyport-wallet/SOCIAL_USERNAME',
    ]);
  });

  it.each([
    ['session token', WALLET_STORAGE.sessionToken, 'jwt'],
    ['email-login-used flag', WALLET_STORAGE.emailLoginUsed, true],
    ['last-used chain', WALLET_STORAGE.lastUsedChain, 137],
    ['last email login time', WALLET_STORAGE.lastEmailLoginTime, 1_700_000_000_000],
    ['email', WALLET_STORAGE.email, 'ana@example.com'],
    ['preferred account type', WALLET_STORAGE.preferredAccountType, 'smartAccount'],
    ['smart-account-enabled flag', WALLET_STORAGE.smartAccountEnabled, false],
    ['smart-account networks', WALLET_STORAGE.smartAccountEnabledNetworks, [1, 137]],
    ['social username', WALLET_STORAGE.socialUsername, 'ana'],
  ] as const)('SPEC §3: %s is written and read back', (_name, entry, value) => {
    // Each row pairs an entry with a value of its own type; the table's union type cannot say so.
    const sameEntry = entry as unknown as StorageEntry<unknown, unknown>;
    expect(decodeStoredValue(sameEntry, encodeStoredValue(sameEntry, value))).toEqual(E.right(value));
  });

  it('SPEC §3: smart-account networks are stored as a comma list', () => {
    expect(encodeStoredValue(WALLET_STORAGE.smartAccountEnabledNetworks, [1, 137])).toBe('"1,137"');
  });

  it('SPEC §5: a stored email must be a valid email', () => {
    expect(E.isLeft(decodeStoredValue(WALLET_STORAGE.email, '"not-an-email"'))).toBe(true);
  });

  it('SPEC §4: the cached login is the flag, email, last chain and social username', () => {
    expect(CACHED_LOGIN_ENTRIES.map((entry) => entry.key)).toEqual([
      '@keyport-wallet/EMAIL_LOGIN_USED_KEY',
      '@keyport-wallet/EMAIL',
      '@keyport-wallet/LAST_USED_CHAIN_KEY',
      '@keyport-wallet/SOCIAL_USERNAME',
    ]);
  });
});

describe('walletStorageKey (SPEC §3 storage, one instance per name)', () => {
  it('SPEC §3: a named instance keeps its embedded-wallet login under @keyport-wallet/<name>/', () => {
    expect(walletStorageKey(WALLET_STORAGE.emailLoginUsed.key, 'shop')).toBe(
      '@keyport-wallet/shop/EMAIL_LOGIN_USED_KEY',
    );
  });

  it('SPEC §3: the default instance keeps the plain keys, and other keys stay as they are', () => {
    expect(walletStorageKey(WALLET_STORAGE.sessionToken.key, undefined)).toBe(
      '@keyport-wallet/SESSION_TOKEN_KEY',
    );
    expect(walletStorageKey('@keyport/connected_social', 'shop')).toBe('@keyport/connected_social');
    expect(walletStorageKey('@keyport-walletish/x', 'shop')).toBe('@keyport-walletish/x');
  });
});
