import { accountViewFeature } from '../../../../application/account-view/accountViewFeature';
import { AccountViewStore } from '../../../../application/account-view/AccountViewStore';
import { getSnackbar } from '../../../../application/instance/actions/getSnackbar';
import { readingRuntimeOf } from '../../../../application/instance/internal/runtime';
import { type Keyport } from '../../../../application/instance/Keyport';
import { type KeyportSetup } from '../../../../application/instance/KeyportSetup';
import { type Storage } from '../../../../application/ports/Storage';
import { walletListFeature } from '../../../../application/wallets/walletListFeature';
import { WalletListService } from '../../../../application/wallets/WalletListService';
import { WalletListStore } from '../../../../application/wallets/WalletListStore';
import { SNACKBAR_AUTO_CLOSE_MS } from '../../../../domain/constants/timing';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { createKeyport } from '../../../../infrastructure/composition/headless';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';
import { LateStorage } from '../../../fakes/LateStorage';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { dai } from '../../application/account-view/accountViewFixtures';
import { aConnector } from '../../../support/arrangeConnection';
import { earlierVisit, memoryStorageWith } from '../../../support/earlierVisit';
import { fakeKeyportAdapter } from '../../../support/fakeKeyportAdapter';
import { flush } from '../../../support/flush';

const VISITOR = '0x1111111111111111111111111111111111111111';
const metamask = aConnector('eip155', 'ANNOUNCED', 'io.metamask', 'MetaMask');

/** A store a deployment writes itself: a Map behind the three methods, answering at once. */
function hostStore(
  entries: Readonly<Record<string, string>> = {},
): Storage & { readonly map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

describe('createKeyport(options, { ports }) (ARCHITECTURE "The shape in one page": a deployment swaps ports from the public API, in Node)', () => {
  const instances: Keyport[] = [];
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((instance) => instance.destroy()));
  });

  function start(setup: KeyportSetup, options: Partial<Parameters<typeof createKeyport>[0]> = {}): Keyport {
    const instance = createKeyport(
      { projectId: 'ports-test', networks: [ethereum, arbitrum], ...options },
      setup,
    );
    instances.push(instance);
    return instance;
  }

  it("SPEC §3: ports.storage answering at once: the visitor's network is read from it and each switch written to it", async () => {
    const store = hostStore(earlierVisit({ network: 'eip155:42161' }));
    const instance = start({ ports: { storage: store } });

    expect(instance.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:42161' });
    await instance.switchNetwork(ethereum);
    expect(store.map.get(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBe('"eip155:1"');
  });

  it('SPEC §3: ports.storage answering later: the instance starts, and is initialized once it has answered', async () => {
    const store = new LateStorage(earlierVisit({ network: 'eip155:42161' }));
    const instance = start({ ports: { storage: store } });
    expect(instance.getState().initialized).toBe(false);

    await store.answerAll();

    expect(instance.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:42161' });
  });

  it('SPEC §7: ports.blockchainApi: the balances of the Account view come from the client the setup gives', async () => {
    const api = new FakeBlockchainApi();
    api.answers.balances = [dai];
    const wallet = new FakeChainAdapter('eip155', [metamask], VISITOR);
    const instance = start({
      adapters: [fakeKeyportAdapter(wallet)],
      ports: {
        blockchainApi: api,
        storage: memoryStorageWith(earlierVisit({ network: 'eip155:1', connectorId: 'io.metamask' })),
      },
    });
    await flush();
    expect(instance.getAccount()).toMatchObject({ isConnected: true, address: VISITOR });

    instance.enable(accountViewFeature);
    await instance.open();
    await flush();

    expect(api.callsOf('getBalances')).toEqual([[{ address: VISITOR, chainId: 'eip155:1' }]]);
    const view = readingRuntimeOf(instance, 'test').get(AccountViewStore).get();
    expect(view.tokens.map((row) => [row.symbol, row.quantity, row.value])).toEqual([
      ['DAI', '1234.567', '$1,234.57'],
    ]);
  });

  it("REFERENCE §3c: ports.walletRegistry: the Connect view's explorer wallets come from the registry the setup gives", async () => {
    const registry = new FakeWalletRegistry([
      { id: 'w1', name: 'Wallet One', image_id: 'img-1' },
      { id: 'w2', name: 'Wallet Two', image_id: 'img-2' },
    ]);
    const instance = start({ ports: { walletRegistry: registry } });

    instance.enable(walletListFeature);
    await readingRuntimeOf(instance, 'test').get(WalletListService).load();

    expect(registry.queries.length).toBeGreaterThan(0);
    const list = readingRuntimeOf(instance, 'test').get(WalletListStore).get();
    expect(list.explorerCount).toBe(2);
    expect(list.recommendedWallets.map((wallet) => wallet.name)).toEqual(['Wallet One', 'Wallet Two']);
  });

  it('SPEC §7: ports.analytics: in Node no event is delivered, not even to a swapped client', async () => {
    const analytics = new RecordingAnalytics();
    const instance = start({ ports: { analytics } }, { features: { analytics: true } });

    await instance.open();
    await instance.close();
    await flush();

    expect(instance.getEvent().data.event).toBe('MODAL_CLOSE');
    expect(analytics.sent).toEqual([]);
  });

  it("SPEC §4: ports.clock: a fake clock drives the snackbar's auto-close", () => {
    const clock = new FakeClock();
    const instance = start({ ports: { clock } });

    instance.showSuccessMessage('Saved');
    expect(getSnackbar(instance)).toMatchObject({ open: true, message: 'Saved' });

    clock.advance(SNACKBAR_AUTO_CLOSE_MS - 1);
    expect(getSnackbar(instance).open).toBe(true);
    clock.advance(1);
    expect(getSnackbar(instance).open).toBe(false);
  });
});
