import * as t from 'io-ts';
import { CONNECTION_STATUSES, type ConnectionStatus } from '../account/ConnectionStatus';
import { CHAIN_NAMESPACES, type ChainNamespace } from '../chain/ChainNamespace';
import { AccountTypeCodec } from '../account/AccountTypeCodec';
import { ChainNamespaceCodec } from '../chain/ChainNamespaceCodec';
import { CaipNetworkIdCodec } from '../network/CaipNetworkIdCodec';
import { SocialProviderCodec } from '../social/SocialProvider';
import { WalletLinkCodec } from '../link/linkCodecs';
import { PendingPairingCodec } from '../pairing/PendingPairingCodec';
import { WalletCodec } from '../wallet/Wallet';
import { cachedEntryCodec } from './CachedEntry';
import {
  CachedEnsNamesCodec,
  CachedIdentityCodec,
  CachedNativeBalanceCodec,
  CachedTokenBalanceCodec,
} from './CachedValues';
import { storageEntry } from './StorageEntry';

/** REFERENCE §3d: every key Keyport owns starts with this, so it never collides with the host's keys. */
export const KEYPORT_STORAGE_PREFIX = '@keyport/';

/**
 * The wallet-connect library reads the visitor's deep-link choice under its own fixed name to
 * reopen the same wallet app for requests, so that key keeps the library's name. The library
 * opens whatever it finds there in this page, so the link is checked by the wallet-link rule both
 * when written and when read: a value that fails it is removed (see `TypedStorage.read`).
 */
export const DEEP_LINK_CHOICE_KEY = 'WALLETCONNECT_DEEPLINK_CHOICE';

/** SPEC §4: the connection status is restored on reload to show the right button at once. */
const StoredConnectionStatusCodec = t.keyof(
  Object.fromEntries(CONNECTION_STATUSES.map((status) => [status, null])) as Record<ConnectionStatus, null>,
  'ConnectionStatus',
);

/** A cache of one kind of value, one entry per address (or name) it was fetched for. */
function cacheCodec<C extends t.Mixed>(valueCodec: C) {
  return t.record(t.string, cachedEntryCodec(valueCodec));
}

/** SPEC §3 "Local storage keeps": Keyport's own stored values and the codec of each. */
export const KEYPORT_STORAGE = {
  deepLinkChoice: storageEntry(
    DEEP_LINK_CHOICE_KEY,
    t.type({ href: WalletLinkCodec, name: t.string }, 'DeepLinkChoice'),
  ),
  activeNamespace: storageEntry(`${KEYPORT_STORAGE_PREFIX}active_namespace`, ChainNamespaceCodec),
  activeCaipNetworkId: storageEntry(`${KEYPORT_STORAGE_PREFIX}active_caip_network_id`, CaipNetworkIdCodec),
  recentWallets: storageEntry(`${KEYPORT_STORAGE_PREFIX}recent_wallets`, t.readonlyArray(WalletCodec)),
  connectedSocial: storageEntry(`${KEYPORT_STORAGE_PREFIX}connected_social`, SocialProviderCodec),
  connectionStatus: storageEntry(`${KEYPORT_STORAGE_PREFIX}connection_status`, StoredConnectionStatusCodec),
  connectedNamespaces: storageEntry(
    `${KEYPORT_STORAGE_PREFIX}connected_namespaces`,
    t.readonlyArray(ChainNamespaceCodec),
  ),
  preferredAccountTypes: storageEntry(
    `${KEYPORT_STORAGE_PREFIX}preferred_account_types`,
    t.partial(
      Object.fromEntries(CHAIN_NAMESPACES.map((namespace) => [namespace, AccountTypeCodec])) as Record<
        ChainNamespace,
        typeof AccountTypeCodec
      >,
    ),
  ),
  balanceCache: storageEntry(
    `${KEYPORT_STORAGE_PREFIX}portfolio_cache`,
    cacheCodec(t.readonlyArray(CachedTokenBalanceCodec)),
  ),
  nativeBalanceCache: storageEntry(
    `${KEYPORT_STORAGE_PREFIX}native_balance_cache`,
    cacheCodec(CachedNativeBalanceCodec),
  ),
  ensCache: storageEntry(`${KEYPORT_STORAGE_PREFIX}ens_cache`, cacheCodec(CachedEnsNamesCodec)),
  identityCache: storageEntry(`${KEYPORT_STORAGE_PREFIX}identity_cache`, cacheCodec(CachedIdentityCodec)),
  walletConnectPendingPairing: storageEntry(
    `${KEYPORT_STORAGE_PREFIX}wc_pending_pairing`,
    PendingPairingCodec,
  ),
} as const;

/** SPEC §3: the connector a namespace is connected with, one key per namespace. */
export function connectedConnectorIdEntry(namespace: ChainNamespace) {
  return storageEntry(`${KEYPORT_STORAGE_PREFIX}${namespace}:connected_connector_id`, t.string);
}

/**
 * Every key Keyport owns: the entries above and the connector key of each namespace. An instance
 * on a store that answers later (IndexedDB, extension storage) reads these once at start, so it
 * can go on reading synchronously.
 */
export const KEYPORT_STORAGE_KEYS: readonly string[] = [
  ...Object.values(KEYPORT_STORAGE).map((entry) => entry.key),
  ...CHAIN_NAMESPACES.map((namespace) => connectedConnectorIdEntry(namespace).key),
];
