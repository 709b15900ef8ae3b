import { CHAIN_NAMESPACES } from '../../../../domain/chain/ChainNamespace';
import * as E from 'fp-ts/Either';
import {
  DEEP_LINK_CHOICE_KEY,
  KEYPORT_STORAGE,
  KEYPORT_STORAGE_KEYS,
  KEYPORT_STORAGE_PREFIX,
  connectedConnectorIdEntry,
} from '../../../../domain/storage/KeyportStorage';
import {
  type StorageEntry,
  decodeStoredValue,
  encodeStoredValue,
} from '../../../../domain/storage/StorageEntry';

describe('SPEC §3 local storage keys', () => {
  it('SPEC §3: every key of ours has the @keyport/ prefix, except the deep link choice read by the relay library', () => {
    expect(KEYPORT_STORAGE_PREFIX).toBe('@keyport/');
    for (const entry of Object.values(KEYPORT_STORAGE)) {
      expect(entry.key === DEEP_LINK_CHOICE_KEY || entry.key.startsWith('@keyport/')).toBe(true);
    }
    expect(KEYPORT_STORAGE.deepLinkChoice.key).toBe('WALLETCONNECT_DEEPLINK_CHOICE');
    const keys = Object.values(KEYPORT_STORAGE).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('SPEC §3: the connected connector id is kept per namespace', () => {
    expect(connectedConnectorIdEntry('eip155').key).toBe('@keyport/eip155:connected_connector_id');
    expect(connectedConnectorIdEntry('solana').key).toBe('@keyport/solana:connected_connector_id');
    expect(decodeStoredValue(connectedConnectorIdEntry('solana'), '"phantom"')).toEqual(E.right('phantom'));
  });

  it("SPEC §3: the keys read at start are every key of ours, each once: the entries and each namespace's connector", () => {
    for (const entry of Object.values(KEYPORT_STORAGE)) expect(KEYPORT_STORAGE_KEYS).toContain(entry.key);
    for (const namespace of CHAIN_NAMESPACES) {
      expect(KEYPORT_STORAGE_KEYS).toContain(connectedConnectorIdEntry(namespace).key);
    }
    expect(KEYPORT_STORAGE_KEYS).toHaveLength(Object.keys(KEYPORT_STORAGE).length + CHAIN_NAMESPACES.length);
    expect(new Set(KEYPORT_STORAGE_KEYS).size).toBe(KEYPORT_STORAGE_KEYS.length);
  });

  it.each([
    ['deep link choice', KEYPORT_STORAGE.deepLinkChoice, { href: 'metamask://', name: 'MetaMask' }],
    ['active namespace', KEYPORT_STORAGE.activeNamespace, 'solana'],
    ['active network id', KEYPORT_STORAGE.activeCaipNetworkId, 'eip155:137'],
    ['recent wallets', KEYPORT_STORAGE.recentWallets, [{ id: 'w', name: 'W', image_url: null }]],
    ['connected social provider', KEYPORT_STORAGE.connectedSocial, 'github'],
    ['connection status', KEYPORT_STORAGE.connectionStatus, 'connected'],
    ['connected namespaces', KEYPORT_STORAGE.connectedNamespaces, ['eip155', 'solana']],
    [
      'preferred account types',
      KEYPORT_STORAGE.preferredAccountTypes,
      { eip155: 'smartAccount', solana: 'eoa' },
    ],
    [
      'native balance cache',
      KEYPORT_STORAGE.nativeBalanceCache,
      { 'eip155:1:0xa': { value: { balance: '1', symbol: 'ETH' }, timestamp: 5 } },
    ],
    ['ens cache', KEYPORT_STORAGE.ensCache, { '0xa': { value: [{ name: 'ana.keyport.id' }], timestamp: 5 } }],
    [
      'identity cache',
      KEYPORT_STORAGE.identityCache,
      { '0xa': { value: { name: null, avatar: null }, timestamp: 5 } },
    ],
    ['balance cache', KEYPORT_STORAGE.balanceCache, { 'eip155:1:0xa': { value: [], timestamp: 5 } }],
    [
      'WalletConnect pairing left for the wallet',
      KEYPORT_STORAGE.walletConnectPendingPairing,
      { topic: 'ab12', setAt: 5 },
    ],
  ] as const)('SPEC §3: %s is written and read back', (_name, entry, value) => {
    // Each row pairs an entry with a value of its own type; the table's union type cannot say so.
    const sameEntry = entry as unknown as StorageEntry<unknown, unknown>;
    expect(decodeStoredValue(sameEntry, encodeStoredValue(sameEntry, value))).toEqual(E.right(value));
  });

  it('SPEC §3: foreign values are rejected', () => {
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.activeNamespace, '"cosmos"'))).toBe(true);
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.activeCaipNetworkId, '"1"'))).toBe(true);
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.connectionStatus, '"reconnecting"'))).toBe(true);
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.preferredAccountTypes, '{"eip155":"contract"}'))).toBe(
      true,
    );
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.connectedSocial, '"myspace"'))).toBe(true);
    expect(E.isLeft(decodeStoredValue(KEYPORT_STORAGE.walletConnectPendingPairing, '{"topic":"ab"}'))).toBe(
      true,
    );
    expect(
      E.isLeft(decodeStoredValue(KEYPORT_STORAGE.balanceCache, '{"a":{"value":[],"timestamp":"now"}}')),
    ).toBe(true);
  });
});
