/**
 * @jest-environment jsdom
 */
import { accountViewFeature } from '../../../application/account-view/accountViewFeature';
import { AccountViewStore } from '../../../application/account-view/AccountViewStore';
import { getSnackbar } from '../../../application/instance/actions/getSnackbar';
import { type KeyportSetup } from '../../../application/instance/KeyportSetup';
import { walletListFeature } from '../../../application/wallets/walletListFeature';
import { WalletListService } from '../../../application/wallets/WalletListService';
import { WalletListStore } from '../../../application/wallets/WalletListStore';
import { SNACKBAR_AUTO_CLOSE_MS } from '../../../domain/constants/timing';
import { KEYPORT_STORAGE } from '../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../infrastructure/storage/MemoryStorage';
import {
  type BrowserKeyport,
  createBrowserKeyport,
} from '../../../presentation/composition/createBrowserKeyport';
import { FakeBlockchainApi } from '../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../fakes/FakeChainAdapter';
import { FakeClock } from '../../fakes/FakeClock';
import { FakeWalletRegistry } from '../../fakes/FakeWalletRegistry';
import { LateStorage } from '../../fakes/LateStorage';
import { RecordingAnalytics } from '../../fakes/RecordingAnalytics';
import { arbitrum, ethereum } from '../../fixtures/networks';
import { aConnector } from '../../support/arrangeConnection';
import { earlierVisit, memoryStorageWith } from '../../support/earlierVisit';
import { fakeKeyportAdapter } from '../../support/fakeKeyportAdapter';
import { nextTurn } from '../../support/nextTurn';

const VISITOR = '0x1111111111111111111111111111111111111111';
const NETWORK_KEY = KEYPORT_STORAGE.activeCaipNetworkId.key;

describe('createBrowserKeyport(options, { ports }) (ARCHITECTURE "The shape in one page": a page swaps ports from the public API)', () => {
  const pages: BrowserKeyport[] = [];
  afterEach(async () => {
    await Promise.all(pages.splice(0).map(({ core }) => core.destroy()));
    window.localStorage.clear();
  });

  function start(setup: KeyportSetup, options: Partial<Parameters<typeof createBrowserKeyport>[0]> = {}) {
    const page = createBrowserKeyport(
      { projectId: 'ports-test', networks: [ethereum, arbitrum], ...options },
      setup,
    );
    pages.push(page);
    return page;
  }

  it('SPEC §3: ports.storage replaces localStorage: the network is read from it and written to it, not to the page', async () => {
    window.localStorage.setItem(NETWORK_KEY, '"eip155:1"');
    const storage = memoryStorageWith(earlierVisit({ network: 'eip155:42161' }));
    const { core } = start({ ports: { storage } });

    expect(core.getState().selectedNetworkId).toBe('eip155:42161');
    await core.switchNetwork(ethereum);
    expect(storage.getItem(NETWORK_KEY)).toBe('"eip155:1"');
    expect(window.localStorage.length).toBe(1);
  });

  it('SPEC §3: ports.storage answering later (an IndexedDB store): initialized once it has answered', async () => {
    const storage = new LateStorage(earlierVisit({ network: 'eip155:42161' }));
    const { core } = start({ ports: { storage } });
    expect(core.getState()).toMatchObject({ initialized: false, selectedNetworkId: 'eip155:1' });

    await storage.answerAll();

    expect(core.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:42161' });
  });

  it('SPEC §3: a named instance keeps its keys under @keyport/<name>/ in localStorage; the default one keeps @keyport/', async () => {
    const { core: shop } = start({ name: 'shop' });
    await shop.switchNetwork(arbitrum);

    expect(window.localStorage.getItem('@keyport/shop/active_caip_network_id')).toBe('"eip155:42161"');
    expect(window.localStorage.getItem(NETWORK_KEY)).toBeNull();
    expect(start({}).core.getState().selectedNetworkId).toBe('eip155:1');
    expect(start({ name: 'shop' }).core.getState().selectedNetworkId).toBe('eip155:42161');
  });

  it("SPEC §7: ports.blockchainApi: the Account view's balances come from the client the setup gives", async () => {
    const api = new FakeBlockchainApi();
    api.answers.balances = [
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:1',
        price: 2000,
        value: 500,
        quantity: { decimals: 18, numeric: '0.25' },
        iconUrl: 'https://icons.example/eth.png',
      },
    ];
    const wallet = new FakeChainAdapter(
      'eip155',
      [aConnector('eip155', 'ANNOUNCED', 'io.metamask')],
      VISITOR,
    );
    const { core, container } = start({
      adapters: [fakeKeyportAdapter(wallet)],
      ports: {
        blockchainApi: api,
        storage: memoryStorageWith(earlierVisit({ network: 'eip155:1', connectorId: 'io.metamask' })),
      },
    });
    await nextTurn();

    core.enable(accountViewFeature);
    await core.open();
    await nextTurn();

    expect(
      container
        .get(AccountViewStore)
        .get()
        .tokens.map((row) => [row.symbol, row.value]),
    ).toEqual([['ETH', '$500.00']]);
  });

  it("REFERENCE §3c: ports.walletRegistry: the Connect view's explorer wallets come from the registry the setup gives", async () => {
    const registry = new FakeWalletRegistry([{ id: 'w1', name: 'Wallet One', image_id: 'img-1' }]);
    const { core, container } = start({ ports: { walletRegistry: registry } });

    core.enable(walletListFeature);
    await container.get(WalletListService).load();

    expect(container.get(WalletListStore).get()).toMatchObject({
      explorerCount: 1,
      recommendedWallets: [{ id: 'w1', name: 'Wallet One' }],
    });
  });

  it("SPEC §7: ports.analytics receives the page's events when the options allow, and none when they do not", async () => {
    const allowed = new RecordingAnalytics();
    const { core } = start({ ports: { analytics: allowed } });
    await core.open();
    await nextTurn();
    expect(allowed.events()).toEqual(['MODAL_OPEN']);

    const refused = new RecordingAnalytics();
    const { core: quiet } = start({ ports: { analytics: refused } }, { features: { analytics: false } });
    await quiet.open();
    await nextTurn();
    expect(quiet.getEvent().data.event).toBe('MODAL_OPEN');
    expect(refused.sent).toEqual([]);
  });

  it("SPEC §4: ports.clock: a fake clock drives the snackbar's auto-close in a page", () => {
    const clock = new FakeClock();
    const { core } = start({ ports: { clock } });

    core.showErrorMessage('Token Balance Unavailable');
    expect(getSnackbar(core)).toMatchObject({ open: true, message: 'Token Balance Unavailable' });
    clock.advance(SNACKBAR_AUTO_CLOSE_MS);
    expect(getSnackbar(core).open).toBe(false);
  });

  it('SPEC §1: ports missing a method are refused at creation with INVALID_OPTIONS naming it', () => {
    const storage = new MemoryStorage();
    expect(() =>
      createBrowserKeyport(
        { networks: [ethereum] },
        { ports: { storage: { getItem: storage.getItem.bind(storage) } as never } },
      ),
    ).toThrow(
      'Option ports.storage.setItem: expected a function, got undefined; Option ports.storage.removeItem: expected a function, got undefined',
    );
  });
});
