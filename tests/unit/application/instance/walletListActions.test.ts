import {
  chooseWallet,
  filterWallets,
  getAllWallets,
  getConnectOptions,
  getPickedWallet,
  getWalletList,
  loadMoreWallets,
  loadWalletList,
  openAllWallets,
  searchWallets,
  watchAllWallets,
  watchConnectOptions,
} from '../../../../application/instance/actions';
import { OptionsStore } from '../../../../application/options/OptionsStore';
import { WALLET_SEARCH_DEBOUNCE_MS } from '../../../../domain/wallet/WalletPageSizes';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore, settleFully, type TestCore } from '../../../support/createTestCore';
import {
  generatedWallets,
  metamaskAnnounced,
  ScriptedWalletRegistry,
  wallet,
} from '../wallets/walletFixtures';

const explorer = [
  wallet('rainbow', { image_url: 'https://img.example/rainbow.png' }),
  wallet('trust', { image_id: 'trust-img' }),
  ...generatedWallets(60),
];

/** A core as a page has it: no feature enabled until an action or a view loads it. */
function setUp(
  setup: Parameters<typeof createTestCore>[0] = {},
): TestCore & { registry: ScriptedWalletRegistry } {
  const registry = new ScriptedWalletRegistry(explorer);
  const t = createTestCore({
    adapters: [new FakeChainAdapter('eip155', [metamaskAnnounced])],
    options: { networks: [ethereum, arbitrum] },
    walletRegistry: registry,
    enableFeatures: false,
    ...setup,
  });
  return { ...t, registry };
}

describe('the wallet list: loadWalletList, getWalletList, chooseWallet (REFERENCE §7, SPEC §2)', () => {
  it('installed wallets are listed before anything is fetched (the recommended rows to come hold their places); the explorer is asked only by loadWalletList', async () => {
    const t = setUp();
    expect(
      getWalletList(t.core).sections.map(({ type, wallets, rowsToCome }) => [
        type,
        wallets.length,
        rowsToCome,
      ]),
    ).toEqual([
      ['walletConnect', 1, 0],
      ['injected', 1, 0],
      ['recommended', 0, 3],
    ]);
    expect(t.registry.queries).toEqual([]);

    await loadWalletList(t.core);

    const recommended = getWalletList(t.core).sections.find((section) => section.type === 'recommended');
    // Four slots less the one the installed wallet takes.
    expect(recommended?.wallets.map(({ id, imageUrl }) => [id, imageUrl])).toEqual([
      ['rainbow', 'https://img.example/rainbow.png'],
      ['trust', 'https://explorer.example/getWalletImage/trust-img'],
      ['w1', 'https://explorer.example/getWalletImage/img-1'],
    ]);
    expect(getWalletList(t.core).totalWalletCount).toBe(explorer.length);
  });

  it('chooseWallet says how to go on: an installed wallet in the browser, another by WalletConnect, remembered', async () => {
    const t = setUp();
    await loadWalletList(t.core);
    const items = getWalletList(t.core).sections.flatMap((section) => section.wallets);
    const byId = (id: string) => items.find((item) => item.id === id) as (typeof items)[number];

    await expect(chooseWallet(t.core, { wallet: byId('io.metamask') })).resolves.toEqual({
      via: 'browser',
      connectorId: 'io.metamask',
      namespace: 'eip155',
    });
    await expect(chooseWallet(t.core, { wallet: byId('walletConnect') })).resolves.toEqual({
      via: 'walletConnect',
      walletId: undefined,
    });
    await expect(chooseWallet(t.core, { wallet: byId('rainbow') })).resolves.toEqual({
      via: 'walletConnect',
      walletId: 'rainbow',
    });
    expect(getPickedWallet(t.core, { walletId: 'rainbow' })?.imageUrl).toBe(
      'https://img.example/rainbow.png',
    );
  });

  it('without a project id, a wallet that is not installed is notInstalled', async () => {
    const t = setUp({ walletConnect: false });
    await loadWalletList(t.core);
    const rainbow = getWalletList(t.core)
      .sections.flatMap((section) => section.wallets)
      .find((item) => item.id === 'rainbow');

    await expect(chooseWallet(t.core, { wallet: rainbow as NonNullable<typeof rainbow> })).resolves.toEqual({
      via: 'notInstalled',
      walletId: 'rainbow',
    });
  });
});

describe('the explorer list: openAllWallets, searchWallets, filterWallets, loadMoreWallets (REFERENCE §7)', () => {
  it('is empty and not loading before it is opened; paging, searching and filtering ask for it to be opened', () => {
    const t = setUp();

    expect(getAllWallets(t.core)).toMatchObject({ wallets: [], page: 0, loading: false, hasMore: false });
    expect(() => searchWallets(t.core, { search: 'rain' })).toThrow(
      'searchWallets: the wallet list is not open (see openAllWallets)',
    );
    expect(() => loadMoreWallets(t.core)).toThrow('loadMoreWallets: the wallet list is not open');
    expect(() => filterWallets(t.core, { certifiedOnly: true })).toThrow(
      'filterWallets: the wallet list is not open',
    );
  });

  it('opens on the first page of 40 with images, then loads the next page', async () => {
    const t = setUp();

    await openAllWallets(t.core);
    const first = getAllWallets(t.core);
    await loadMoreWallets(t.core);

    expect(first).toMatchObject({ page: 1, count: explorer.length, hasMore: true, loading: false });
    expect(first.wallets).toHaveLength(40);
    expect(first.wallets[1]).toMatchObject({
      id: 'trust',
      imageUrl: 'https://explorer.example/getWalletImage/trust-img',
    });
    expect(getAllWallets(t.core)).toMatchObject({ page: 2, hasMore: false });
    expect(getAllWallets(t.core).wallets).toHaveLength(explorer.length);
  });

  it('REFERENCE §7: a search is asked for once the visitor paused typing for 300 ms', async () => {
    const t = setUp();
    await openAllWallets(t.core);

    searchWallets(t.core, { search: 'Wal' });
    searchWallets(t.core, { search: 'Wallet 5' });
    t.clock.advance(WALLET_SEARCH_DEBOUNCE_MS);
    await settleFully();

    expect(t.registry.queries.filter((query) => query.search !== undefined)).toEqual([
      expect.objectContaining({ search: 'Wallet 5', entries: 100 }),
    ]);
    expect(getAllWallets(t.core).wallets.map((item) => item.id)).toContain('w5');
  });

  it('REFERENCE §7: the certified filter asks at once, for the search typed so far', async () => {
    const t = setUp();
    await openAllWallets(t.core);
    searchWallets(t.core, { search: 'Wallet 5' });

    await filterWallets(t.core, { certifiedOnly: true });

    expect(t.registry.queries.at(-1)).toMatchObject({ search: 'Wallet 5', badge: 'certified' });
    expect(getAllWallets(t.core).certifiedOnly).toBe(true);
  });

  it('watchAllWallets may start before the list is opened, and reports its pages as they come', async () => {
    const t = setUp();
    const seen: string[] = [];
    const unwatch = watchAllWallets(t.core, {
      onChange: ({ loading, wallets }) => seen.push(`${loading ? 'loading' : 'loaded'}:${wallets.length}`),
    });

    await openAllWallets(t.core);
    await settleFully();
    unwatch();

    expect(seen).toContain('loading:0');
    expect(seen.at(-1)).toBe('loaded:40');
  });

  it('a watch stopped before the list code arrived, or on an instance destroyed meanwhile, reports nothing', async () => {
    const stoppedEarly = setUp();
    const destroyed = setUp();
    const seen: string[] = [];
    watchAllWallets(stoppedEarly.core, { onChange: () => seen.push('stopped early') })();
    watchAllWallets(destroyed.core, { onChange: () => seen.push('destroyed') });
    await destroyed.core.destroy();

    await openAllWallets(stoppedEarly.core);
    await settleFully();

    expect(seen).toEqual([]);
  });

  it('a page that fails says so and keeps what was loaded; asking again loads it', async () => {
    const t = setUp();
    await openAllWallets(t.core);
    t.registry.failNext();

    await loadMoreWallets(t.core);
    expect(getAllWallets(t.core)).toMatchObject({ error: true, page: 1 });
    expect(getAllWallets(t.core).wallets).toHaveLength(40);
    await loadMoreWallets(t.core);

    expect(getAllWallets(t.core)).toMatchObject({ error: false, page: 2 });
  });
});

describe('getConnectOptions / watchConnectOptions (SPEC §1 options)', () => {
  it('the full list offered and the legal links, the same object until the options change', () => {
    const t = setUp({
      options: {
        networks: [ethereum],
        termsConditionsUrl: 'https://site.example/terms',
        features: { allWallets: false },
      },
    });
    const seen: boolean[] = [];
    const unwatch = watchConnectOptions(t.core, { onChange: ({ allWallets }) => seen.push(allWallets) });

    expect(getConnectOptions(t.core)).toEqual({
      allWallets: false,
      termsConditionsUrl: 'https://site.example/terms',
      privacyPolicyUrl: undefined,
      legalCheckbox: false,
      preferUniversalLinks: false,
    });
    expect(getConnectOptions(t.core)).toBe(getConnectOptions(t.core));
    const options = t.get(OptionsStore);
    options.set({ features: { ...options.get().features, allWallets: true } });
    unwatch();

    expect(seen).toEqual([true]);
  });
});

describe('REFERENCE §5 AppKit options read by connecting: allWallets, enableWalletConnect, legalCheckbox, experimental_preferUniversalLinks', () => {
  function connectOptions(options: object, setup: { isMobile?: boolean; walletConnect?: boolean } = {}) {
    const t = setUp({
      options: { networks: [ethereum], ...options },
      environment: new FakeEnvironment({ isMobile: setup.isMobile ?? false }),
      ...(setup.walletConnect === undefined ? {} : { walletConnect: setup.walletConnect }),
    });
    return getConnectOptions(t.core);
  }

  it.each([
    ['SHOW', false, true],
    ['SHOW', true, true],
    ['HIDE', false, false],
    ['HIDE', true, false],
    ['ONLY_MOBILE', false, false],
    ['ONLY_MOBILE', true, true],
  ] as const)('allWallets %s on a phone %p offers "All wallets": %p', (allWallets, isMobile, offered) => {
    expect(connectOptions({ allWallets }, { isMobile }).allWallets).toBe(offered);
  });

  it('features.allWallets: false hides it whatever the option says', () => {
    expect(connectOptions({ allWallets: 'SHOW', features: { allWallets: false } }).allWallets).toBe(false);
  });

  it('enableWalletConnect: false offers no "All wallets" (its wallets connect through WalletConnect), nor does a site without WalletConnect', () => {
    expect(connectOptions({ enableWalletConnect: false }).allWallets).toBe(false);
    expect(connectOptions({}, { walletConnect: false }).allWallets).toBe(false);
  });

  it('legalCheckbox asks for agreement only when there is a legal link to agree to', () => {
    expect(connectOptions({ features: { legalCheckbox: true } }).legalCheckbox).toBe(false);
    expect(
      connectOptions({ features: { legalCheckbox: true }, privacyPolicyUrl: 'https://site.example/privacy' })
        .legalCheckbox,
    ).toBe(true);
  });

  it('experimental_preferUniversalLinks is passed to the connecting views', () => {
    expect(connectOptions({ experimental_preferUniversalLinks: true }).preferUniversalLinks).toBe(true);
  });
});

describe('REFERENCE §5 enableWalletConnect and connectorImages in the Connect view', () => {
  function listed(options: object) {
    const t = setUp({ options: { networks: [ethereum], ...options } });
    return getWalletList(t.core).sections.flatMap((section) =>
      section.wallets.map((item) => ({ section: section.type, id: item.id, imageUrl: item.imageUrl })),
    );
  }

  it('enableWalletConnect: false lists no WalletConnect entry (no QR code to reach); installed wallets stay', () => {
    expect(listed({ enableWalletConnect: false }).map((item) => item.section)).toEqual(['injected']);
    expect(listed({}).map((item) => item.section)).toEqual(['walletConnect', 'injected']);
  });

  it('connectorImages replaces the image of the connectors named, WalletConnect’s too', () => {
    const images = {
      walletConnect: 'https://img.example/wc.png',
      'io.metamask': 'https://img.example/mm.png',
    };
    expect(listed({ connectorImages: images })).toEqual([
      { section: 'walletConnect', id: 'walletConnect', imageUrl: 'https://img.example/wc.png' },
      { section: 'injected', id: 'io.metamask', imageUrl: 'https://img.example/mm.png' },
    ]);
    expect(listed({}).find((item) => item.id === 'io.metamask')?.imageUrl).toBe(metamaskAnnounced.imageUrl);
  });
});
