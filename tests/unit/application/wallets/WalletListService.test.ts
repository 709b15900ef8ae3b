import {
  getWalletList,
  type WalletListSection,
  watchWalletList,
} from '../../../../application/instance/actions';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { PickedWallets } from '../../../../application/wallets/PickedWallets';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { type Connector } from '../../../../domain/connector/Connector';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { FakeFrameMessenger } from '../../../fakes/FakeFrameMessenger';
import { createTestCore, type TestCore } from '../../../support/createTestCore';
import { metamaskAnnounced, ScriptedWalletRegistry, wallet } from './walletFixtures';

const rainbow = wallet('rainbow', { rdns: 'me.rainbow', image_url: 'https://img.example/rainbow.png' });
const trust = wallet('trust', { image_id: 'trust-img' });
const ledger = wallet('ledger');
const zerion = wallet('zerion');
const okx = wallet('okx');
const safePal = wallet('safepal');
const metamask = wallet('metamask', { rdns: 'io.metamask' });
const explorer = [rainbow, trust, ledger, zerion, okx, safePal, metamask];

const walletConnect: Connector = {
  id: 'walletConnect',
  name: 'WalletConnect',
  type: 'WALLET_CONNECT',
  chain: 'eip155',
};

interface Setup {
  readonly options?: Partial<KeyportOptions>;
  readonly connectors?: readonly Connector[];
  readonly mobile?: boolean;
  readonly registry?: ScriptedWalletRegistry;
  readonly walletConnect?: boolean;
  /** The embedded wallet can work here (a frame to hold it), so email and social may be offered. */
  readonly embedded?: boolean;
}

function setUp(
  setup: Setup = {},
): TestCore & { service: WalletListService; registry: ScriptedWalletRegistry } {
  const registry = setup.registry ?? new ScriptedWalletRegistry(explorer);
  const t = createTestCore({
    options: { networks: [ethereum, arbitrum], ...setup.options },
    adapters: [new FakeChainAdapter('eip155', setup.connectors ?? [metamaskAnnounced])],
    walletConnect: setup.walletConnect ?? false,
    environment: new FakeEnvironment({ isMobile: setup.mobile ?? false }),
    walletRegistry: registry,
    ...(setup.embedded === true ? { frame: new FakeFrameMessenger() } : {}),
  });
  return { ...t, service: t.get(WalletListService), registry };
}

/** The sections that list wallets, with their ids (places held for rows to come are `rowsToCome`). */
function summary(sections: readonly WalletListSection[]): Record<string, string[]> {
  return Object.fromEntries(
    sections
      .filter((section) => section.wallets.length > 0)
      .map((section) => [section.type, section.wallets.map((w) => w.id)]),
  );
}

/** The places each section holds for the explorer's rows to come. */
function rowsToCome(t: TestCore): Record<string, number> {
  return Object.fromEntries(
    getWalletList(t.core)
      .sections.filter((section) => section.rowsToCome > 0)
      .map((section) => [section.type, section.rowsToCome]),
  );
}

/** The list's sections as the Connect view reads them (`getWalletList`). */
function sections(t: TestCore): Record<string, string[]> {
  return summary(getWalletList(t.core).sections);
}

describe('WalletListService: the Connect view wallet list (REFERENCE §7, SPEC §2 orders, SPEC §6 filters)', () => {
  describe('no network call before the visitor opens the Connect view (nothing fetched before interaction)', () => {
    it('lists the installed wallets without asking the explorer anything', async () => {
      const t = setUp();
      await t.core.open();

      expect(sections(t)).toEqual({ injected: ['io.metamask'] });
      expect(t.registry.queries).toEqual([]);
    });

    it('first-view benchmark: while the explorer answers, its sections hold the places of the rows to come, in the SPEC §2 order', async () => {
      const t = setUp({
        options: {
          featuredWalletIds: ['ledger', 'ledger', 'safepal'],
          excludeWalletIds: ['safepal'],
          customWallets: [{ id: 'shop-wallet', name: 'Shop Wallet' }],
        },
      });
      // Four slots less featured (ledger once, safepal excluded), custom and installed: one recommended.
      expect(getWalletList(t.core).sections.map((section) => section.type)).toEqual([
        'injected',
        'featured',
        'custom',
        'recommended',
      ]);
      expect(rowsToCome(t)).toEqual({ featured: 1, recommended: 1 });

      await t.service.load();

      expect(rowsToCome(t)).toEqual({});
      expect(summary(getWalletList(t.core).sections)).toEqual({
        injected: ['io.metamask'],
        featured: ['ledger'],
        custom: ['shop-wallet'],
        recommended: ['rainbow'],
      });
    });

    it('first-view benchmark: the recent wallets as stored are listed before the explorer answers, where they stay', async () => {
      const t = setUp({ connectors: [walletConnect] });
      t.get(TypedStorage).write(KEYPORT_STORAGE.recentWallets, [okx, zerion]);
      expect(summary(getWalletList(t.core).sections)).toEqual({
        walletConnect: ['walletConnect'],
        recent: ['okx', 'zerion'],
      });
      expect(rowsToCome(t)).toEqual({ recommended: 4 });

      await t.service.load();

      expect(
        getWalletList(t.core)
          .sections.slice(0, 2)
          .map((section) => section.type),
      ).toEqual(['walletConnect', 'recent']);
      expect(sections(t)['recent']).toEqual(['okx', 'zerion']);
    });

    it('an explorer that fails gives the held places back', async () => {
      const registry = new ScriptedWalletRegistry(explorer);
      registry.failWhen(() => true);
      const t = setUp({ registry });
      expect(rowsToCome(t)).toEqual({ recommended: 3 });

      await t.service.load();

      expect(rowsToCome(t)).toEqual({});
      expect(getWalletList(t.core).sections.map((section) => section.type)).toEqual(['injected']);
    });

    it('load() asks the explorer once, however often the view opens', async () => {
      const t = setUp({ options: { featuredWalletIds: ['ledger'] } });

      await Promise.all([t.service.load(), t.service.load()]);
      await t.service.load();

      expect(t.registry.queries).toHaveLength(2);
    });
  });

  describe('load(): featured, recommended and excluded wallets from the explorer', () => {
    it('REFERENCE §7: featured by include, recommended page 1 of 4 with include, exclude + featured and chains', async () => {
      const t = setUp({
        options: {
          featuredWalletIds: ['trust', 'ledger'],
          includeWalletIds: ['trust', 'ledger', 'zerion', 'okx'],
          excludeWalletIds: ['safepal'],
        },
      });

      await t.service.load();

      expect(t.registry.queries).toEqual([
        { page: 1, entries: 2, include: ['trust', 'ledger'] },
        {
          page: 1,
          entries: 4,
          include: ['trust', 'ledger', 'zerion', 'okx'],
          exclude: ['safepal', 'trust', 'ledger'],
          chains: ['eip155:1', 'eip155:42161'],
        },
        { page: 1, entries: 1, include: ['safepal'] },
      ]);
    });

    it('SPEC §2: sections in the connector type order, featured kept in the host order', async () => {
      const t = setUp({
        options: {
          featuredWalletIds: ['ledger', 'trust'],
          customWallets: [{ id: 'shop-wallet', name: 'Shop Wallet' }],
        },
      });

      await t.service.load();

      const list = getWalletList(t.core).sections;
      // Four slots less featured (2), custom (1) and installed (1): no recommended wallet is left.
      expect(list.map((section) => section.type)).toEqual(['injected', 'featured', 'custom']);
      expect(summary(list)).toEqual({
        injected: ['io.metamask'],
        featured: ['ledger', 'trust'],
        custom: ['shop-wallet'],
      });
    });

    it('REFERENCE §7: recommended fill the slots the other sections leave, skipping installed wallets', async () => {
      const t = setUp();

      await t.service.load();

      // metamask is installed (same rdns), so it is listed once, as its connector.
      expect(sections(t)).toEqual({
        injected: ['io.metamask'],
        recommended: ['rainbow', 'trust', 'ledger'],
      });
    });

    it('SPEC §9: the recent wallets (last 2, as stored) come after wallet-connect, on desktop', async () => {
      const t = setUp({ connectors: [walletConnect] });
      t.get(TypedStorage).write(KEYPORT_STORAGE.recentWallets, [okx, zerion]);

      await t.service.load();

      expect(sections(t)).toEqual({
        walletConnect: ['walletConnect'],
        recent: ['okx', 'zerion'],
        // The explorer's four picks less zerion, already listed as recent.
        recommended: ['rainbow', 'trust', 'ledger'],
      });
    });

    it('REFERENCE §7: walletConnect is not listed on mobile', async () => {
      const t = setUp({ connectors: [walletConnect], mobile: true });

      expect(sections(t)).toEqual({});
    });

    it('SPEC §6: an excluded wallet hides its installed connector too, by the rdns of its explorer record', async () => {
      const t = setUp({ options: { excludeWalletIds: ['metamask'] } });
      expect(sections(t)).toEqual({ injected: ['io.metamask'] });

      await t.service.load();

      expect(sections(t)['injected']).toBeUndefined();
    });

    it('an explorer that fails leaves the explorer sections empty; load() still resolves', async () => {
      const registry = new ScriptedWalletRegistry(explorer);
      registry.failWhen(() => true);
      const t = setUp({ registry, options: { featuredWalletIds: ['ledger'], excludeWalletIds: ['okx'] } });

      await expect(t.service.load()).resolves.toBeUndefined();

      expect(sections(t)).toEqual({ injected: ['io.metamask'] });
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();
    });

    it('SPEC §8: an explorer that refuses the project id (403, 401) raises "Invalid App Configuration" once; a 503 or no project id does not', async () => {
      for (const status of [403, 401]) {
        const registry = new ScriptedWalletRegistry(explorer);
        registry.failWhen(() => true);
        registry.failWith(() => new HttpStatusError(status));
        const t = setUp({ registry, options: { projectId: 'mistyped-project' } });
        await t.service.load();
        await t.service.load();
        expect(t.core.getAlerts()).toEqual([ALERTS.INVALID_PROJECT_ID]);
      }

      const unavailable = new ScriptedWalletRegistry(explorer);
      unavailable.failWhen(() => true);
      const down = setUp({ registry: unavailable });
      await down.service.load();
      expect(down.core.getAlerts()).toEqual([]);

      const refused = new ScriptedWalletRegistry(explorer);
      refused.failWhen(() => true);
      refused.failWith(() => new HttpStatusError(403));
      const missing = setUp({ registry: refused, options: { projectId: undefined } });
      await missing.service.load();
      expect(missing.core.getAlerts()).toEqual([ALERTS.PROJECT_ID_NOT_CONFIGURED]);
    });

    it('a failed recommended page keeps the featured wallets', async () => {
      const registry = new ScriptedWalletRegistry(explorer);
      registry.failWhen((query) => query.entries === 4);
      const t = setUp({ registry, options: { featuredWalletIds: ['ledger'] } });

      await t.service.load();

      expect(sections(t)).toEqual({ injected: ['io.metamask'], featured: ['ledger'] });
    });
  });

  describe('totalWalletCount: the "All wallets" button count', () => {
    it('is unknown before load(), then the explorer count with the featured wallets back in', async () => {
      const t = setUp({ options: { featuredWalletIds: ['ledger', 'trust'] } });
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();

      await t.service.load();

      expect(getWalletList(t.core).totalWalletCount).toBe(explorer.length);
    });

    it("counts the host's custom wallets, which the AllWallets list shows too", async () => {
      const t = setUp({ options: { customWallets: [{ id: 'shop', name: 'Shop Wallet' }] } });
      await t.service.load();
      expect(getWalletList(t.core).totalWalletCount).toBe(explorer.length + 1);
    });

    it('REFERENCE §7 phone filter: a phone shows no count while the explorer count includes wallets its list leaves out', async () => {
      const t = setUp({ mobile: true });
      await t.service.load();
      expect(getWalletList(t.core).totalWalletCount).toBeUndefined();
    });

    it('REFERENCE §7 phone filter: a recommended page holding every wallet gives a phone the count its list shows', async () => {
      const phoneWallets = [
        wallet('app', { mobile_link: 'app://' }),
        wallet('web', { webapp_link: 'https://web.example' }),
        wallet('extension', { chrome_store: 'https://chrome.example/extension' }),
      ];
      const t = setUp({ mobile: true, registry: new ScriptedWalletRegistry(phoneWallets) });
      await t.service.load();
      expect(getWalletList(t.core).totalWalletCount).toBe(2);
    });
  });

  describe('connectMethods: SPEC §2 order of the email, social and wallet sections', () => {
    it('only the wallet list where the embedded wallet cannot work', () => {
      const t = setUp();
      expect(getWalletList(t.core).connectMethods).toEqual(['wallet']);
    });

    it('SPEC §2: email, social, wallet where the embedded wallet can work and nothing is installed', () => {
      const t = setUp({ embedded: true, connectors: [] });
      expect(getWalletList(t.core).connectMethods).toEqual(['email', 'social', 'wallet']);
    });

    it('SPEC §2: wallet, email, social when an injected or announced wallet is shown', () => {
      const t = setUp({ embedded: true, connectors: [metamaskAnnounced] });
      expect(getWalletList(t.core).connectMethods).toEqual(['wallet', 'email', 'social']);
    });

    it('watchWalletList reports each change of the list (a wallet announced, the explorer answering), not the list as it is', async () => {
      const t = setUp({ embedded: true, connectors: [] });
      const seen: string[][] = [];
      const unwatch = watchWalletList(t.core, { onChange: (list) => seen.push([...list.connectMethods]) });
      expect(getWalletList(t.core)).toBe(getWalletList(t.core));

      t.adapters[0]?.connectors$.next([metamaskAnnounced]);
      await t.service.load();
      unwatch();

      expect(seen[0]).toEqual(['wallet', 'email', 'social']);
      expect(seen.length).toBeGreaterThan(1);
      expect(sections(t)['injected']).toEqual(['io.metamask']);
    });

    it('REFERENCE §7: the email and social entries take wallet slots from the recommended ones', async () => {
      const t = setUp({ embedded: true, connectors: [metamaskAnnounced] });

      await t.service.load();

      expect(sections(t)['recommended']).toEqual(['rainbow']);
    });
  });

  describe('choose(entry): where picking a wallet leads (REFERENCE §7)', () => {
    it('an installed connector connects in this browser; nothing is asked of the wallet yet', () => {
      const t = setUp();

      expect(t.service.choose(metamaskAnnounced)).toEqual({
        via: 'browser',
        connectorId: 'io.metamask',
        namespace: 'eip155',
      });
      expect(t.adapters[0]?.methodsCalled()).not.toContain('connect');
    });

    it('an explorer wallet whose extension announced itself connects through that connector', () => {
      const t = setUp();

      expect(t.service.choose(metamask)).toMatchObject({ via: 'browser', connectorId: 'io.metamask' });
    });

    it('a wallet that is not installed is reached by WalletConnect, remembered with its image', () => {
      const t = setUp({ walletConnect: true });

      expect(t.service.choose(rainbow)).toEqual({ via: 'walletConnect', walletId: 'rainbow' });
      expect(t.get(PickedWallets).get('rainbow')).toEqual({
        wallet: rainbow,
        imageUrl: 'https://img.example/rainbow.png',
      });
      expect(t.get(PickedWallets).get('trust')).toBeUndefined();
    });

    it('without WalletConnect, a wallet that is not installed is notInstalled, and nothing connects', () => {
      const t = setUp();

      expect(t.service.choose(trust)).toEqual({ via: 'notInstalled', walletId: 'trust' });
      expect(t.get(PickedWallets).get('trust')).toEqual({
        wallet: trust,
        imageUrl: 'https://explorer.example/getWalletImage/trust-img',
      });
      expect(t.adapters[0]?.methodsCalled()).not.toContain('connect');
    });

    it("a host's custom wallet that is not installed is remembered as it is", () => {
      const t = setUp();
      const custom = { id: 'shop-wallet', name: 'Shop Wallet', homepage: 'https://shop.example/wallet' };

      expect(t.service.choose(custom)).toEqual({ via: 'notInstalled', walletId: 'shop-wallet' });
      expect(t.get(PickedWallets).get('shop-wallet')?.wallet).toBe(custom);
    });

    it('the WalletConnect connector pairs, with no wallet picked', () => {
      const t = setUp({ connectors: [walletConnect] });

      expect(t.service.choose(walletConnect)).toEqual({ via: 'walletConnect', walletId: undefined });
    });
  });

  describe('the images the list shows', () => {
    it("a wallet's own image_url, else the explorer image of its image_id, else none", async () => {
      const t = setUp({ options: { featuredWalletIds: ['trust', 'ledger', 'rainbow'] } });
      await t.service.load();

      const featured = getWalletList(t.core).sections.find((section) => section.type === 'featured');

      expect(featured?.wallets.map((item) => [item.id, item.imageUrl])).toEqual([
        ['trust', 'https://explorer.example/getWalletImage/trust-img'],
        ['ledger', undefined],
        ['rainbow', 'https://img.example/rainbow.png'],
      ]);
    });

    it("a connector's announced icon, else the image of its explorer wallet once listed", async () => {
      const tied: Connector = {
        id: 'trust-ext',
        name: 'Trust',
        type: 'INJECTED',
        chain: 'eip155',
        explorerId: 'trust',
      };
      const t = setUp({ options: { featuredWalletIds: ['trust'] }, connectors: [metamaskAnnounced, tied] });
      const images = (): Record<string, string | undefined> =>
        Object.fromEntries(
          (getWalletList(t.core).sections[0]?.wallets ?? []).map((item) => [item.id, item.imageUrl]),
        );

      expect(images()).toEqual({ 'io.metamask': 'data:image/svg+xml,metamask', 'trust-ext': undefined });
      await t.service.load();
      expect(images()['trust-ext']).toBe('https://explorer.example/getWalletImage/trust-img');
    });
  });
});
