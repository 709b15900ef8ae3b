import { RouterService } from '../../../../application/router/RouterService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { type RouterState } from '../../../../domain/router/RouterState';

function setUp(): { router: RouterService; store: RouterStore; emitted: RouterState[] } {
  const store = new RouterStore();
  const emitted: RouterState[] = [];
  store.state$.subscribe((state) => emitted.push(state));
  return { router: new RouterService(store), store, emitted };
}

describe('RouterService (SPEC §2 view history stack)', () => {
  it('SPEC §2: a new router shows Connect as its only entry', () => {
    const { store } = setUp();
    expect(store.get().history).toEqual([{ view: 'Connect' }]);
    expect(store.current()).toEqual({ view: 'Connect' });
  });

  describe('SPEC §2: push', () => {
    it('SPEC §2: push puts a view with its data on top of the history', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      router.push({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } });
      expect(store.get().history).toEqual([
        { view: 'Connect' },
        { view: 'AllWallets' },
        { view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } },
      ]);
      expect(store.current()).toEqual({ view: 'ConnectingWalletConnect', data: { walletId: 'rainbow' } });
    });

    it('SPEC §2: push ignores a view equal to the current one, data included, and emits nothing', () => {
      const { router, store, emitted } = setUp();
      router.push({ view: 'AllWallets', data: { search: 'a' } });
      const before = store.get();
      const emissions = emitted.length;
      router.push({ view: 'AllWallets', data: { search: 'b' } });
      expect(store.get()).toBe(before);
      expect(store.current()).toEqual({ view: 'AllWallets', data: { search: 'a' } });
      expect(emitted).toHaveLength(emissions);
    });

    it('SPEC §2: push accepts a view that is in the history but not on screen', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      router.push({ view: 'Connect' });
      expect(store.get().history.map((entry) => entry.view)).toEqual(['Connect', 'AllWallets', 'Connect']);
    });
  });

  describe('SPEC §2: replace', () => {
    it('SPEC §2: replace swaps the last entry', () => {
      const { router, store } = setUp();
      router.push({ view: 'RegisterAccountNameSuccess' });
      router.replace({ view: 'RegisterAccountName', data: { name: 'alice' } });
      expect(store.get().history).toEqual([
        { view: 'Connect' },
        { view: 'RegisterAccountName', data: { name: 'alice' } },
      ]);
    });

    it('SPEC §2: replace on a single entry swaps it', () => {
      const { router, store } = setUp();
      router.replace({ view: 'Account' });
      expect(store.get().history).toEqual([{ view: 'Account' }]);
    });

    it('SPEC §2: replace ignores a view equal to the last entry and emits nothing', () => {
      const { router, store, emitted } = setUp();
      router.push({ view: 'Account', data: { tab: 'Tokens' } });
      const before = store.get();
      const emissions = emitted.length;
      router.replace({ view: 'Account', data: { tab: 'NFTs' } });
      expect(store.get()).toBe(before);
      expect(emitted).toHaveLength(emissions);
    });
  });

  describe('SPEC §2: reset', () => {
    it('SPEC §2: reset starts a new history holding only the given entry', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      router.push({ view: 'ConnectingExternal', data: { connectorId: 'injected' } });
      router.reset({ view: 'Account', data: { tab: 'Activity' } });
      expect(store.get().history).toEqual([{ view: 'Account', data: { tab: 'Activity' } }]);
    });

    it('SPEC §2: reset to the view already on screen still starts a new history', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      router.push({ view: 'Connect' });
      router.reset({ view: 'Connect' });
      expect(store.get().history).toEqual([{ view: 'Connect' }]);
    });
  });

  describe('SPEC §2: going back to an earlier entry', () => {
    it('SPEC §2: goBackToIndex keeps the entries up to the index', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      router.push({ view: 'ConnectingWalletConnect' });
      router.push({ view: 'ConnectingWalletConnectBasic' });
      router.goBackToIndex(1);
      expect(store.get().history).toEqual([{ view: 'Connect' }, { view: 'AllWallets' }]);
    });

    it('SPEC §2: goBackToIndex outside the history leaves it as it was', () => {
      const { router, store } = setUp();
      router.push({ view: 'AllWallets' });
      const before = store.get();
      router.goBackToIndex(5);
      router.goBackToIndex(-1);
      expect(store.get()).toBe(before);
    });
  });
});
