import { firstValueFrom } from 'rxjs';
import { AccountStore } from '../../../../application/account/AccountStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { RouterStore } from '../../../../application/router/RouterStore';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { type Connector } from '../../../../domain/connector/Connector';
import { type ConnectorSection } from '../../../../domain/connector/ConnectorSection';
import { type KeyportOptions } from '../../../../domain/options/KeyportOptions';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
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
const auth: Connector = { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' };
const VISITOR = '0x1111111111111111111111111111111111111111';

interface Setup {
  readonly options?: Partial<KeyportOptions>;
  readonly connectors?: readonly Connector[];
  readonly mobile?: boolean;
  readonly registry?: ScriptedWalletRegistry;
  readonly walletConnect?: boolean;
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
  });
  return { ...t, service: t.get(WalletListService), registry };
}

function summary(sections: readonly ConnectorSection[]): Record<string, string[]> {
  return Object.fromEntries(
    sections.map((section) => [
      section.type,
      'connectors' in section ? section.connectors.map((c) => c.id) : section.wallets.map((w) => w.id),
    ]),
  );
}

async function sections(service: WalletListService): Promise<Record<string, string[]>> {
  return summary(await firstValueFrom(service.sections$));
}

describe('WalletListService: the Connect view wallet list (REFERENCE §7, SPEC §2 orders, SPEC §6 filters)', () => {
  describe('no network call before the visitor opens the Connect view (issue: nothing fetched before interaction)', () => {
    it('lists the installed wallets without asking the explorer anything', async () => {
      const t = setUp();
      await t.core.open();

      expect(await sections(t.service)).toEqual({ injected: ['io.metamask'] });
      expect(t.registry.queries).toEqual([]);
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

      const list = await firstValueFrom(t.service.sections$);
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
      expect(await sections(t.service)).toEqual({
        injected: ['io.metamask'],
        recommended: ['rainbow', 'trust', 'ledger'],
      });
    });

    it('SPEC §9: the recent wallets (last 2, as stored) come after wallet-connect, on desktop', async () => {
      const t = setUp({ connectors: [walletConnect] });
      t.get(TypedStorage).write(KEYPORT_STORAGE.recentWallets, [okx, zerion]);

      await t.service.load();

      expect(await sections(t.service)).toEqual({
        walletConnect: ['walletConnect'],
        recent: ['okx', 'zerion'],
        // The explorer's four picks less zerion, already listed as recent.
        recommended: ['rainbow', 'trust', 'ledger'],
      });
    });

    it('REFERENCE §7: walletConnect is not listed on mobile', async () => {
      const t = setUp({ connectors: [walletConnect], mobile: true });

      expect(await sections(t.service)).toEqual({});
    });

    it('SPEC §6: an excluded wallet hides its installed connector too, by the rdns of its explorer record', async () => {
      const t = setUp({ options: { excludeWalletIds: ['metamask'] } });
      expect(await sections(t.service)).toEqual({ injected: ['io.metamask'] });

      await t.service.load();

      expect((await sections(t.service))['injected']).toBeUndefined();
    });

    it('an explorer that fails leaves the explorer sections empty; load() still resolves', async () => {
      const registry = new ScriptedWalletRegistry(explorer);
      registry.failWhen(() => true);
      const t = setUp({ registry, options: { featuredWalletIds: ['ledger'], excludeWalletIds: ['okx'] } });

      await expect(t.service.load()).resolves.toBeUndefined();

      expect(await sections(t.service)).toEqual({ injected: ['io.metamask'] });
      expect(await firstValueFrom(t.service.totalWalletCount$)).toBeUndefined();
    });

    it('a failed recommended page keeps the featured wallets', async () => {
      const registry = new ScriptedWalletRegistry(explorer);
      registry.failWhen((query) => query.entries === 4);
      const t = setUp({ registry, options: { featuredWalletIds: ['ledger'] } });

      await t.service.load();

      expect(await sections(t.service)).toEqual({ injected: ['io.metamask'], featured: ['ledger'] });
    });
  });

  describe('totalWalletCount$: the "All wallets" button count', () => {
    it('is unknown before load(), then the explorer count with the featured wallets back in', async () => {
      const t = setUp({ options: { featuredWalletIds: ['ledger', 'trust'] } });
      expect(await firstValueFrom(t.service.totalWalletCount$)).toBeUndefined();

      await t.service.load();

      expect(await firstValueFrom(t.service.totalWalletCount$)).toBe(explorer.length);
    });
  });

  describe('connectMethods$: SPEC §2 order of the email, social and wallet sections', () => {
    it('only the wallet list without a login wallet', async () => {
      const t = setUp();
      expect(await firstValueFrom(t.service.connectMethods$)).toEqual(['wallet']);
    });

    it('SPEC §2: email, social, wallet with a login wallet and nothing installed', async () => {
      const t = setUp({ connectors: [auth] });
      expect(await firstValueFrom(t.service.connectMethods$)).toEqual(['email', 'social', 'wallet']);
    });

    it('SPEC §2: wallet, email, social when an injected or announced wallet is shown', async () => {
      const t = setUp({ connectors: [auth, metamaskAnnounced] });
      expect(await firstValueFrom(t.service.connectMethods$)).toEqual(['wallet', 'email', 'social']);
    });

    it('emits again only when the methods change, not on every change of the list', async () => {
      const t = setUp({ connectors: [auth] });
      const emitted: unknown[] = [];
      const watching = t.service.connectMethods$.subscribe((methods) => emitted.push(methods));

      await t.service.load();
      t.adapters[0]?.connectors$.next([auth, metamaskAnnounced]);
      watching.unsubscribe();

      expect(emitted).toEqual([
        ['email', 'social', 'wallet'],
        ['wallet', 'email', 'social'],
      ]);
    });

    it('REFERENCE §7: the email and social entries take wallet slots from the recommended ones', async () => {
      const t = setUp({ connectors: [auth, metamaskAnnounced] });

      await t.service.load();

      expect((await sections(t.service))['recommended']).toEqual(['rainbow']);
    });
  });

  describe('selectWallet(entry)', () => {
    it('an installed connector connects through its adapter while ConnectingExternal shows it', async () => {
      const t = setUp();
      await t.core.open();
      const router = t.get(RouterStore);
      const views: unknown[] = [];
      const watching = router.state$.subscribe(() => views.push(router.current()));

      await expect(t.service.selectWallet(metamaskAnnounced)).resolves.toBe(true);
      watching.unsubscribe();

      expect(views).toContainEqual({
        view: 'ConnectingExternal',
        data: { connectorId: 'io.metamask', namespace: 'eip155' },
      });
      expect(t.adapters[0]?.methodsCalled()).toContain('connect');
      expect(t.get(AccountStore).account('eip155')).toMatchObject({ status: 'connected', address: VISITOR });
      expect(t.get(ModalStore).get().open).toBe(false);
    });

    it('an explorer wallet whose extension announced itself connects through that connector', async () => {
      const t = setUp();
      await t.core.open();

      await expect(t.service.selectWallet(metamask)).resolves.toBe(true);

      expect(t.adapters[0]?.calls.find((call) => call.method === 'connect')?.args[0]).toBe('io.metamask');
    });

    it('a declined connection resolves false and leaves the view showing it', async () => {
      const t = setUp();
      await t.core.open();
      t.adapters[0]?.failures.set('connect', Object.assign(new Error('User rejected'), { code: 4001 }));

      await expect(t.service.selectWallet(metamaskAnnounced)).resolves.toBe(false);

      expect(t.get(RouterStore).current().view).toBe('ConnectingExternal');
      expect(t.get(ConnectionStore).get().external?.status).toBe('declined');
    });

    it('a wallet that is not installed opens ConnectingExternal with notInstalled, and nothing connects', async () => {
      const t = setUp();
      await t.core.open();

      await expect(t.service.selectWallet(rainbow)).resolves.toBe(false);

      expect(t.get(RouterStore).current()).toEqual({
        view: 'ConnectingExternal',
        data: { walletId: 'rainbow', notInstalled: true },
      });
      expect(t.service.pickedWallet('rainbow')).toBe(rainbow);
      expect(t.service.pickedWallet('trust')).toBeUndefined();
      expect(t.adapters[0]?.methodsCalled()).not.toContain('connect');
    });

    it("a host's custom wallet that is not installed shows where to get it", async () => {
      const t = setUp();
      await t.core.open();
      const custom = { id: 'shop-wallet', name: 'Shop Wallet', homepage: 'https://shop.example/wallet' };

      await t.service.selectWallet(custom);

      expect(t.get(RouterStore).current().data).toEqual({ walletId: 'shop-wallet', notInstalled: true });
      expect(t.service.pickedWallet('shop-wallet')).toBe(custom);
    });

    it('the wallet-connect connector opens its pairing view', async () => {
      const t = setUp({ connectors: [walletConnect] });
      await t.core.open();

      await expect(t.service.selectWallet(walletConnect)).resolves.toBe(false);

      expect(t.get(RouterStore).current()).toEqual({ view: 'ConnectingWalletConnect' });
      await settle();
      expect(t.adapters[0]?.methodsCalled()).not.toContain('connect');
    });
  });

  describe('imageUrl(entry)', () => {
    it("a wallet's own image_url, else the explorer image of its image_id, else none", () => {
      const t = setUp();
      expect(t.service.imageUrl(rainbow)).toBe('https://img.example/rainbow.png');
      expect(t.service.imageUrl(trust)).toBe('https://explorer.example/getWalletImage/trust-img');
      expect(t.service.imageUrl(ledger)).toBeUndefined();
      expect(t.service.imageUrl({ id: 'c', name: 'C', image_url: 'https://c.example/c.png' })).toBe(
        'https://c.example/c.png',
      );
      expect(t.service.imageUrl({ id: 'c', name: 'C' })).toBeUndefined();
    });

    it("a connector's announced icon, else the image of its explorer wallet when listed", async () => {
      const t = setUp({ options: { featuredWalletIds: ['trust'] } });
      const tied: Connector = {
        id: 'trust-ext',
        name: 'Trust',
        type: 'INJECTED',
        chain: 'eip155',
        explorerId: 'trust',
      };
      const bare: Connector = { id: 'bare', name: 'Bare', type: 'INJECTED', chain: 'eip155' };

      expect(t.service.imageUrl(metamaskAnnounced)).toBe('data:image/svg+xml,metamask');
      expect(t.service.imageUrl(tied)).toBeUndefined();
      await t.service.load();
      expect(t.service.imageUrl(tied)).toBe('https://explorer.example/getWalletImage/trust-img');
      expect(t.service.imageUrl(bare)).toBeUndefined();
    });
  });
});
