import { type Keyport } from '../../../../application/instance/Keyport';
import { NamespacedStorage } from '../../../../application/storage/NamespacedStorage';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { createKeyport } from '../../../../infrastructure/composition/headless';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';

const NETWORK_KEY = KEYPORT_STORAGE.activeCaipNetworkId.key;

describe('NamespacedStorage (SPEC §3 storage: each named instance keeps its own state)', () => {
  const instances: Keyport[] = [];
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((instance) => instance.destroy()));
  });

  function start(store: MemoryStorage, name?: string): Keyport {
    const instance = createKeyport(
      { networks: [ethereum, arbitrum, sepolia] },
      { ports: { storage: store }, ...(name === undefined ? {} : { name }) },
    );
    instances.push(instance);
    return instance;
  }

  it('SPEC §3: the default instance keeps the plain @keyport/ keys, so earlier visitors keep their network', async () => {
    const store = new MemoryStorage();
    store.setItem(NETWORK_KEY, '"eip155:42161"');

    const instance = start(store);
    expect(instance.getCaipNetwork()).toEqual(arbitrum);

    await instance.switchNetwork(sepolia);
    expect(store.getItem(NETWORK_KEY)).toBe('"eip155:11155111"');
  });

  it('SPEC §3: a named instance keeps its keys under @keyport/<name>/ in the store the setup brings', async () => {
    const store = new MemoryStorage();
    const shop = start(store, 'shop');

    await shop.switchNetwork(arbitrum);

    expect(store.getItem('@keyport/shop/active_caip_network_id')).toBe('"eip155:42161"');
    expect(store.getItem('@keyport/shop/active_namespace')).toBe('"eip155"');
    expect(store.getItem(NETWORK_KEY)).toBeNull();
  });

  it("SPEC §3: instances of other names on one store never read each other's state; the same name does", async () => {
    const store = new MemoryStorage();
    await start(store, 'shop').switchNetwork(arbitrum);
    await start(store, 'checkout').switchNetwork(sepolia);

    expect(start(store).getCaipNetwork()).toEqual(ethereum);
    expect(start(store, 'shop').getCaipNetwork()).toEqual(arbitrum);
    expect(start(store, 'checkout').getCaipNetwork()).toEqual(sepolia);
  });

  it('the wallet-connect deep-link choice keeps the name the library reads, whatever the instance', () => {
    const store = new MemoryStorage();
    const shop = new NamespacedStorage(store, 'shop');

    shop.setItem(KEYPORT_STORAGE.deepLinkChoice.key, '{"href":"wallet://","name":"W"}');
    shop.setItem(KEYPORT_STORAGE.recentWallets.key, '[]');

    expect(store.getItem('WALLETCONNECT_DEEPLINK_CHOICE')).toBe('{"href":"wallet://","name":"W"}');
    expect(store.getItem('@keyport/shop/recent_wallets')).toBe('[]');
    expect(shop.getItem(KEYPORT_STORAGE.recentWallets.key)).toBe('[]');
    shop.removeItem(KEYPORT_STORAGE.recentWallets.key);
    expect(store.getItem('@keyport/shop/recent_wallets')).toBeNull();
  });
});
