import { type Keyport, type PublicState } from '../../../../application/instance/Keyport';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { createKeyport } from '../../../../infrastructure/composition/headless';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeClock } from '../../../fakes/FakeClock';
import { LateStorage } from '../../../fakes/LateStorage';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector } from '../../../support/arrangeConnection';
import { earlierVisit } from '../../../support/earlierVisit';
import { fakeKeyportAdapter } from '../../../support/fakeKeyportAdapter';
import { flush } from '../../../support/flush';

const ADDRESS = '0x2222222222222222222222222222222222222222';
const metamask = aConnector('eip155', 'ANNOUNCED', 'io.metamask', 'MetaMask');

const ON_ARBITRUM = earlierVisit({ network: 'eip155:42161' });

/** A store holding what an earlier visit left: connected with MetaMask, on Arbitrum. */
function storeOfEarlierVisit(): LateStorage {
  return new LateStorage(earlierVisit({ network: 'eip155:42161', connectorId: 'io.metamask' }));
}

describe('Start-up on a store that answers later (SPEC §3 storage, §4 restored connection)', () => {
  const instances: Keyport[] = [];
  afterEach(async () => {
    await Promise.all(instances.splice(0).map((instance) => instance.destroy()));
  });

  function start(store: LateStorage) {
    const clock = new FakeClock();
    const wallet = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    // The wallet is still on the network the visitor left it on.
    wallet.reconnectAccount = { ...wallet.account, chainId: 42161 };
    const instance = createKeyport(
      { networks: [ethereum, arbitrum, sepolia] },
      { adapters: [fakeKeyportAdapter(wallet)], ports: { storage: store, clock } },
    );
    instances.push(instance);
    const states: PublicState[] = [];
    instance.subscribeState((state) => states.push(state));
    return { instance, wallet, clock, states };
  }

  it('SPEC §4: initialized turns true only once the stored values are in; then the network and connection are restored', async () => {
    const store = storeOfEarlierVisit();
    const { instance, wallet, states } = start(store);
    await flush();

    // The options' state is there at once; nothing stored is used before the store answers.
    expect(instance.getState()).toMatchObject({ initialized: false, selectedNetworkId: 'eip155:1' });
    expect(wallet.methodsCalled()).not.toContain('reconnect');
    expect(instance.getAccount()?.status).toBe('disconnected');

    await store.answerAll();

    expect(instance.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:42161' });
    expect(wallet.calls).toContainEqual({ method: 'reconnect', args: ['io.metamask', 'eip155:42161'] });
    expect(instance.getAccount()).toMatchObject({ isConnected: true, address: ADDRESS });
    // `initialized` went from false to true once, after the restored network was in place.
    expect(states.map((state) => [state.initialized, state.selectedNetworkId])).toEqual([
      [false, 'eip155:1'],
      [false, 'eip155:42161'],
      [true, 'eip155:42161'],
    ]);
  });

  it('SPEC §4: a network switch made before the store answered is newer than the stored one, and stays', async () => {
    const store = new LateStorage(ON_ARBITRUM);
    const { instance } = start(store);

    await instance.switchNetwork(sepolia);
    await store.answerAll();

    expect(instance.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:11155111' });
    expect(store.entries.get(KEYPORT_STORAGE.activeCaipNetworkId.key)).toBe('"eip155:11155111"');
  });

  it('an instance destroyed before the store answered restores nothing and leaves no timer', async () => {
    const store = storeOfEarlierVisit();
    const { instance, wallet, clock } = start(store);

    await instance.destroy();
    await store.answerAll();

    expect(instance.getState().initialized).toBe(false);
    expect(wallet.methodsCalled()).not.toContain('reconnect');
    expect(clock.pendingTimers()).toBe(0);
  });

  it('Hostile store: a store that never answers still lets the instance start, empty, and says so to the host', async () => {
    const store = storeOfEarlierVisit();
    const { instance, clock } = start(store);
    const events: KeyportEvent[] = [];
    instance.subscribeEvents((event) => events.push(event));

    clock.advance(5_000);
    await flush();

    expect(instance.getState()).toMatchObject({ initialized: true, selectedNetworkId: 'eip155:1' });
    expect(instance.getAccount()?.isConnected).toBe(false);
    const storageErrors = events.filter((event) => event.data.event === 'STORAGE_ERROR');
    expect(storageErrors[0]?.data).toEqual({
      type: 'error',
      event: 'STORAGE_ERROR',
      properties: {
        operation: 'read',
        key: 'WALLETCONNECT_DEEPLINK_CHOICE',
        errorMessage: 'no answer within 5000 ms',
      },
    });
  });

  it('Hostile store: a write the store refuses reaches the host as STORAGE_ERROR; the visitor keeps the state', async () => {
    const store = new LateStorage();
    const { instance } = start(store);
    await store.answerAll();
    const events: KeyportEvent[] = [];
    instance.subscribeEvents((event) => events.push(event));
    store.fail('set', KEYPORT_STORAGE.activeCaipNetworkId.key, new Error('QuotaExceededError'));

    await expect(instance.switchNetwork(arbitrum)).resolves.toBe(true);
    await store.answerAll();

    expect(instance.getCaipNetwork()).toEqual(arbitrum);
    expect(events.map((event) => event.data)).toContainEqual({
      type: 'error',
      event: 'STORAGE_ERROR',
      properties: {
        operation: 'write',
        key: KEYPORT_STORAGE.activeCaipNetworkId.key,
        errorMessage: 'QuotaExceededError',
      },
    });
  });
});
