import { getWalletList } from '../../../../application/instance/actions/getWalletList';
import { AllWalletsService } from '../../../../application/wallets/AllWalletsService';
import { AllWalletsStore } from '../../../../application/wallets/AllWalletsStore';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { type Wallet } from '../../../../domain/wallet/Wallet';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
import { generatedWallets, ScriptedWalletRegistry } from './walletFixtures';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';

/** 90 wallets: every third certified, every fifth without a mobile or web link. */
const explorer: readonly Wallet[] = generatedWallets(90, (i) => ({
  badge_type: i % 3 === 0 ? 'certified' : 'none',
  ...(i % 5 === 0 ? { mobile_link: null } : {}),
}));

interface Setup {
  readonly options?: Partial<KeyportOptions>;
  readonly mobile?: boolean;
  readonly wallets?: readonly Wallet[];
}

type AllWalletsTest = TestCore & {
  service: AllWalletsService;
  store: AllWalletsStore;
  registry: ScriptedWalletRegistry;
  ids(): string[];
};

function setUp(setup: Setup = {}): AllWalletsTest {
  const registry = new ScriptedWalletRegistry(setup.wallets ?? explorer);
  const t = createTestCore({
    options: { networks: [ethereum, arbitrum], ...setup.options },
    environment: new FakeEnvironment({ isMobile: setup.mobile ?? false }),
    walletRegistry: registry,
  });
  const store = t.get(AllWalletsStore);
  return {
    ...t,
    service: t.get(AllWalletsService),
    store,
    registry,
    ids: () => store.get().wallets.map((wallet) => wallet.id),
  };
}

/** The explorer's list queries (the Connect view's featured and recommended ones left out). */
function pageQueries(t: AllWalletsTest) {
  return t.registry.queries.filter((query) => query.entries >= 40);
}

describe('AllWalletsService: the AllWallets view (REFERENCE §7 paging, search, certified filter)', () => {
  describe('open() and loadMore(): pages of 40', () => {
    it('REFERENCE §7: loads page 1 of 40 with the host exclude and include lists and the requested chains', async () => {
      const t = setUp({ options: { excludeWalletIds: ['w2'], includeWalletIds: [] } });

      await t.service.open();

      expect(pageQueries(t)).toEqual([
        { page: 1, entries: 40, exclude: ['w2'], chains: ['eip155:1', 'eip155:42161'] },
      ]);
      expect(t.store.get()).toMatchObject({
        count: 89,
        page: 1,
        loading: false,
        error: false,
        hasMore: true,
        certifiedOnly: false,
      });
      expect(t.ids()).toHaveLength(40);
      expect(t.ids()[0]).toBe('w1');
    });

    it('REFERENCE §7: includeWalletIds lists only those wallets', async () => {
      const t = setUp({ options: { includeWalletIds: ['w7', 'w3'] } });

      await t.service.open();

      expect(pageQueries(t)[0]).toMatchObject({ include: ['w7', 'w3'] });
      expect(t.ids()).toEqual(['w3', 'w7']);
      expect(t.store.get().hasMore).toBe(false);
    });

    it('loadMore() appends the next page, then does nothing once every wallet is loaded', async () => {
      const t = setUp();
      await t.service.open();

      await t.service.loadMore();
      expect(t.store.get()).toMatchObject({ page: 2, hasMore: true });
      expect(t.ids()).toHaveLength(80);

      await t.service.loadMore();
      expect(t.store.get()).toMatchObject({ page: 3, hasMore: false });
      expect(t.ids()).toHaveLength(90);

      await t.service.loadMore();
      expect(pageQueries(t).map((query) => query.page)).toEqual([1, 2, 3]);
    });

    it('loadMore() does nothing while a page is on its way, or before open()', async () => {
      const t = setUp();
      await t.service.loadMore();
      expect(pageQueries(t)).toEqual([]);

      await t.service.open();
      const first = t.service.loadMore();
      const second = t.service.loadMore();
      await Promise.all([first, second]);

      expect(pageQueries(t).map((query) => query.page)).toEqual([1, 2]);
    });

    it('a failed page sets error and keeps what was loaded; loadMore() asks for it again', async () => {
      const t = setUp();
      await t.service.open();
      t.registry.failNext();

      await t.service.loadMore();
      expect(t.store.get()).toMatchObject({ error: true, loading: false, page: 1, hasMore: true });
      expect(t.ids()).toHaveLength(40);

      await t.service.loadMore();
      expect(t.store.get()).toMatchObject({ error: false, page: 2 });
      expect(t.ids()).toHaveLength(80);
    });

    it('a failed first page shows the error with an empty list', async () => {
      const t = setUp();
      t.registry.failWhen((query) => query.entries === 40);

      await t.service.open();

      expect(t.store.get()).toMatchObject({ error: true, loading: false, wallets: [], page: 0 });
    });

    it('SPEC §8: a first page refused for the project id (403) also raises "Invalid App Configuration"', async () => {
      const t = setUp();
      t.registry.failWhen((query) => query.entries === 40);
      t.registry.failWith(() => new HttpStatusError(403));

      await t.service.open();

      expect(t.store.get()).toMatchObject({ error: true, wallets: [] });
      expect(t.core.getAlerts()).toEqual([ALERTS.INVALID_PROJECT_ID]);
    });

    it('opening again starts afresh: no search, no filter, page 1', async () => {
      const t = setUp();
      await t.service.open();
      await t.service.setCertifiedOnly(true);
      t.service.search('Wallet 1');

      await t.service.open();
      t.clock.advance(1_000);
      await settle();

      expect(t.store.get()).toMatchObject({ certifiedOnly: false, page: 1 });
      expect(pageQueries(t).at(-1)).not.toHaveProperty('search');
    });
  });

  describe('featured and custom wallets first', () => {
    it('REFERENCE §7: the featured wallets (host order) and the custom ones, then the explorer pages, each once', async () => {
      const t = setUp({
        options: {
          featuredWalletIds: ['w9', 'w4'],
          customWallets: [{ id: 'shop', name: 'Shop Wallet' }],
        },
      });

      await t.service.open();

      expect(t.ids().slice(0, 5)).toEqual(['w9', 'w4', 'shop', 'w1', 'w2']);
      expect(t.ids().filter((id) => id === 'w9')).toHaveLength(1);
    });
  });

  describe('REFERENCE §7 mobile filter', () => {
    it('on mobile drops wallets with neither mobile_link nor webapp_link; paging still counts them', async () => {
      const t = setUp({ mobile: true });

      await t.service.open();

      expect(t.ids()).toHaveLength(32);
      expect(t.ids()).not.toContain('w5');
      expect(t.store.get()).toMatchObject({ count: 90, hasMore: true });
    });

    it('REFERENCE §7 "All wallets" count on a phone: none while the explorer count includes wallets the list leaves out; the list\'s own once every page is in', async () => {
      const t = setUp({ mobile: true, options: { featuredWalletIds: ['w7'] } });
      await t.service.open();
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();

      await t.service.loadMore();
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();
      await t.service.loadMore();
      expect(t.store.get().hasMore).toBe(false);

      // 90 wallets, every fifth without a link a phone can open.
      expect(t.ids()).toHaveLength(72);
      expect(getWalletList(t.core).totalWalletCount).toBe(72);
    });

    it("a search or the certified filter never stands for the whole list's count", async () => {
      const t = setUp({ mobile: true });
      await t.service.open();
      // Every third of the 90 is certified: one page holds them all.
      await t.service.setCertifiedOnly(true);
      expect(t.store.get()).toMatchObject({ count: 30, hasMore: false });
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();
    });
  });

  describe('search(text): REFERENCE §7, 100 entries, 300 ms after the last keystroke', () => {
    it('asks the explorer only once typing paused for 300 ms, for the text last typed', async () => {
      const t = setUp();
      await t.service.open();

      t.service.search('W');
      t.clock.advance(200);
      t.service.search('Wallet 1');
      t.clock.advance(299);
      expect(pageQueries(t)).toHaveLength(1);

      t.clock.advance(1);
      await settle();

      expect(pageQueries(t)).toEqual([
        expect.objectContaining({ page: 1, entries: 40 }),
        expect.objectContaining({ page: 1, entries: 100, search: 'Wallet 1' }),
      ]);
      expect(t.ids()).toEqual(['w1', ...Array.from({ length: 10 }, (_, i) => `w${i + 10}`)]);
      expect(t.store.get()).toMatchObject({ count: 11, hasMore: false, page: 1 });
    });

    it('the same search again asks nothing; clearing it goes back to pages of 40', async () => {
      const t = setUp();
      await t.service.open();
      t.service.search('Wallet 2');
      t.clock.advance(300);
      await settle();

      t.service.search(' Wallet 2 ');
      t.clock.advance(300);
      await settle();
      expect(pageQueries(t)).toHaveLength(2);

      t.service.search('');
      t.clock.advance(300);
      await settle();
      expect(pageQueries(t).at(-1)).toEqual(expect.objectContaining({ page: 1, entries: 40 }));
      expect(pageQueries(t).at(-1)).not.toHaveProperty('search');
    });

    it('after a failed search, the same text asks again', async () => {
      const t = setUp();
      await t.service.open();
      t.registry.failNext();
      t.service.search('Wallet 90');
      t.clock.advance(300);
      await settle();
      expect(t.store.get().error).toBe(true);

      t.service.search('Wallet 90');
      t.clock.advance(300);
      await settle();

      expect(t.store.get()).toMatchObject({ error: false, count: 1 });
      expect(t.ids()).toEqual(['w90']);
    });

    it('a slow answer for an older query never replaces the newer one', async () => {
      const t = setUp();
      await t.service.open();
      t.registry.hold();

      t.service.search('Wallet 84');
      t.clock.advance(300);
      await settle();
      t.service.search('Wallet 85');
      t.clock.advance(300);
      await settle();

      const [older, newer] = t.registry.held;
      newer?.release();
      await settle();
      older?.release();
      await settle();

      expect(t.ids()).toEqual(['w85']);
      expect(t.store.get()).toMatchObject({ loading: false, count: 1 });
      expect(pageQueries(t).at(-1)).toMatchObject({ search: 'Wallet 85' });
    });

    it('a failure of an older query is ignored too', async () => {
      const t = setUp();
      await t.service.open();
      t.registry.hold();
      t.service.search('Wallet 86');
      t.clock.advance(300);
      await settle();
      t.service.search('Wallet 87');
      t.clock.advance(300);
      await settle();

      const [older, newer] = t.registry.held;
      older?.fail();
      newer?.release();
      await settle();

      expect(t.store.get()).toMatchObject({ error: false });
      expect(t.ids()).toEqual(['w87']);
    });
  });

  describe('setCertifiedOnly(flag)', () => {
    it('REFERENCE §3c: asks for certified wallets at once, for the search typed so far', async () => {
      const t = setUp();
      await t.service.open();
      t.service.search('Wallet 3');

      await t.service.setCertifiedOnly(true);

      expect(pageQueries(t).at(-1)).toEqual(
        expect.objectContaining({ page: 1, entries: 100, search: 'Wallet 3', badge: 'certified' }),
      );
      expect(t.ids()).toEqual(['w3', 'w30', 'w33', 'w36', 'w39']);
      t.clock.advance(1_000);
      await settle();
      expect(pageQueries(t)).toHaveLength(2);

      await t.service.setCertifiedOnly(false);
      expect(pageQueries(t).at(-1)).not.toHaveProperty('badge');
      expect(t.store.get().certifiedOnly).toBe(false);
    });
  });
});
