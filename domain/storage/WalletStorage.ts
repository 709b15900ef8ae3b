import * as t from 'io-ts';
import { AccountTypeCodec } from '../account/AccountTypeCodec';
import { EmailCodec } from '../embedded/Email';
import { EmbeddedChainIdCodec } from '../embedded/EmbeddedWalletUser';
import { CommaSeparatedChainIdsCodec } from './CommaSeparatedChainIds';
import { storageEntry } from './StorageEntry';

/** REFERENCE §4: the embedded wallet's keys live apart from Keyport's, so signing out can clear them as a group. */
export const WALLET_STORAGE_PREFIX = '@keyport-wallet/';

/** SPEC §3 "Embedded wallet keys": what the embedded wallet login keeps between visits, and the codec of each. */
export const WALLET_STORAGE = {
  sessionToken: storageEntry(`${WALLET_STORAGE_PREFIX}SESSION_TOKEN_KEY`, t.string),
  /** Set after an email or social login; its presence makes the frame load at start-up. */
  emailLoginUsed: storageEntry(`${WALLET_STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`, t.boolean),
  lastUsedChain: storageEntry(`${WALLET_STORAGE_PREFIX}LAST_USED_CHAIN_KEY`, EmbeddedChainIdCodec),
  /** When the last email code was sent (ms), for the resend cooldown of SPEC §5. */
  lastEmailLoginTime: storageEntry(`${WALLET_STORAGE_PREFIX}LAST_EMAIL_LOGIN_TIME`, t.number),
  email: storageEntry(`${WALLET_STORAGE_PREFIX}EMAIL`, EmailCodec),
  preferredAccountType: storageEntry(`${WALLET_STORAGE_PREFIX}PREFERRED_ACCOUNT_TYPE`, AccountTypeCodec),
  smartAccountEnabled: storageEntry(`${WALLET_STORAGE_PREFIX}SMART_ACCOUNT_ENABLED`, t.boolean),
  smartAccountEnabledNetworks: storageEntry(
    `${WALLET_STORAGE_PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
    CommaSeparatedChainIdsCodec,
  ),
  socialUsername: storageEntry(`${WALLET_STORAGE_PREFIX}SOCIAL_USERNAME`, t.string),
} as const;

/**
 * SPEC §4: what disconnecting or a failed connection check forgets: the cached login (login-used
 * flag, email, last chain, social user name).
 */
export const CACHED_LOGIN_ENTRIES = [
  WALLET_STORAGE.emailLoginUsed,
  WALLET_STORAGE.email,
  WALLET_STORAGE.lastUsedChain,
  WALLET_STORAGE.socialUsername,
] as const;

/**
 * Where a named instance keeps one of the embedded wallet's keys: `@keyport-wallet/<name>/…`, so
 * two instances on a page never restore each other's login, as `namespacedStorageKey` keeps their
 * `@keyport/` keys apart. The default instance (`namespace` undefined) keeps the plain keys; any
 * other key stays as it is.
 */
export function walletStorageKey(key: string, namespace: string | undefined): string {
  if (namespace === undefined || !key.startsWith(WALLET_STORAGE_PREFIX)) return key;
  return `${WALLET_STORAGE_PREFIX}${namespace}/${key.slice(WALLET_STORAGE_PREFIX.length)}`;
}
