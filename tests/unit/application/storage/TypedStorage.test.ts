import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { KEYPORT_STORAGE, connectedConnectorIdEntry } from '../../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';

function setUp(): { typed: TypedStorage; storage: MemoryStorage } {
  const storage = new MemoryStorage();
  return { typed: new TypedStorage(storage), storage };
}

const { activeCaipNetworkId, connectionStatus, recentWallets, activeNamespace, deepLinkChoice } =
  KEYPORT_STORAGE;

describe('TypedStorage (SPEC §3 local storage keeps)', () => {
  it('SPEC §3: reading a key nothing was stored under gives undefined', () => {
    const { typed } = setUp();
    expect(typed.read(activeCaipNetworkId)).toBeUndefined();
  });

  it('SPEC §3: a written value reads back, stored as JSON under its key', () => {
    const { typed, storage } = setUp();
    typed.write(activeCaipNetworkId, 'eip155:42161');
    expect(storage.getItem('@keyport/active_caip_network_id')).toBe('"eip155:42161"');
    expect(typed.read(activeCaipNetworkId)).toBe('eip155:42161');
  });

  it('SPEC §3: structured values round-trip (recent wallets, deep link choice)', () => {
    const { typed } = setUp();
    const wallets = [{ id: 'rainbow', name: 'Rainbow', image_url: null }];
    typed.write(recentWallets, wallets);
    typed.write(deepLinkChoice, { href: 'rainbow://', name: 'Rainbow' });
    expect(typed.read(recentWallets)).toEqual(wallets);
    expect(typed.read(deepLinkChoice)).toEqual({ href: 'rainbow://', name: 'Rainbow' });
    expect(typed.read(deepLinkChoice)).toEqual({ href: 'rainbow://', name: 'Rainbow' });
  });

  it('SPEC §3: a write replaces the value', () => {
    const { typed } = setUp();
    typed.write(connectionStatus, 'connecting');
    typed.write(connectionStatus, 'connected');
    expect(typed.read(connectionStatus)).toBe('connected');
  });

  it('SPEC §3: the connected connector id is kept per namespace', () => {
    const { typed, storage } = setUp();
    typed.write(connectedConnectorIdEntry('eip155'), 'io.metamask');
    expect(storage.getItem('@keyport/eip155:connected_connector_id')).toBe('"io.metamask"');
    expect(typed.read(connectedConnectorIdEntry('solana'))).toBeUndefined();
  });

  it('SPEC §3: remove deletes the stored value', () => {
    const { typed, storage } = setUp();
    typed.write(activeNamespace, 'solana');
    typed.remove(activeNamespace);
    expect(storage.getItem(activeNamespace.key)).toBeNull();
    expect(typed.read(activeNamespace)).toBeUndefined();
  });

  it('SPEC §3: removing a key that holds nothing is harmless', () => {
    const { typed, storage } = setUp();
    typed.remove(activeNamespace);
    expect(storage.getItem(activeNamespace.key)).toBeNull();
  });

  describe('SPEC §3: a stored value that does not decode reads as undefined and is removed', () => {
    it.each<[string, string]>([
      ['corrupt JSON', '{"href":'],
      ['a bare word that is not JSON', 'connected'],
      ['JSON of the wrong shape', '{"href":"rainbow://"}'],
      ['JSON of the wrong type', '42'],
      ['JSON null', 'null'],
    ])('SPEC §3: %s', (_label, raw) => {
      const { typed, storage } = setUp();
      storage.setItem(deepLinkChoice.key, raw);
      expect(typed.read(deepLinkChoice)).toBeUndefined();
      expect(storage.getItem(deepLinkChoice.key)).toBeNull();
    });

    it('SPEC §3: a value outside its allowed set (unknown namespace, status or network id)', () => {
      const { typed, storage } = setUp();
      storage.setItem(activeNamespace.key, '"cosmos"');
      storage.setItem(connectionStatus.key, '"reconnecting"');
      storage.setItem(activeCaipNetworkId.key, '"eip155"');
      expect(typed.read(activeNamespace)).toBeUndefined();
      expect(typed.read(connectionStatus)).toBeUndefined();
      expect(typed.read(activeCaipNetworkId)).toBeUndefined();
      expect(storage.getItem(activeNamespace.key)).toBeNull();
      expect(storage.getItem(connectionStatus.key)).toBeNull();
      expect(storage.getItem(activeCaipNetworkId.key)).toBeNull();
    });

    it('SPEC §3: a list with one bad wallet is dropped whole', () => {
      const { typed, storage } = setUp();
      storage.setItem(recentWallets.key, JSON.stringify([{ id: 'rainbow', name: 'Rainbow' }, { id: 7 }]));
      expect(typed.read(recentWallets)).toBeUndefined();
      expect(storage.getItem(recentWallets.key)).toBeNull();
    });

    it('SPEC §3: other keys are left alone', () => {
      const { typed, storage } = setUp();
      typed.write(activeNamespace, 'eip155');
      storage.setItem(connectionStatus.key, '{oops');
      expect(typed.read(connectionStatus)).toBeUndefined();
      expect(typed.read(activeNamespace)).toBe('eip155');
    });
  });

  describe('SPEC §3 on a new visit', () => {
    it('SPEC §3: the core reopens on the stored active network', () => {
      const storage = new MemoryStorage();
      new TypedStorage(storage).write(activeCaipNetworkId, arbitrum.caipNetworkId);
      const { core } = createTestCore({ storage, options: { networks: [ethereum, arbitrum] } });
      expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:42161');
    });

    it('SPEC §3: a corrupt stored network id is ignored and removed, and the default network is used', () => {
      const storage = new MemoryStorage();
      storage.setItem(activeCaipNetworkId.key, '"not a network');
      const { core } = createTestCore({ storage, options: { networks: [ethereum, arbitrum] } });
      expect(core.getCaipNetwork()?.caipNetworkId).toBe('eip155:1');
      expect(storage.getItem(activeCaipNetworkId.key)).toBeNull();
    });
  });
});
