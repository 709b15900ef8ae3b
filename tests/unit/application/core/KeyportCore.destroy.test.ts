import { ModalService } from '../../../../application/modal/ModalService';
import { SnackbarService } from '../../../../application/snackbar/SnackbarService';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { AllWalletsService } from '../../../../application/wallets/AllWalletsService';
import { ContainerModule } from 'inversify';
import { buildKeyportContainer } from '../../../../application/core/createKeyportCore';
import { Keyport } from '../../../../application/instance/Keyport';
import { Analytics } from '../../../../application/ports/Analytics';
import { BlockchainApi } from '../../../../application/ports/BlockchainApi';
import { ChainAdapter } from '../../../../application/ports/ChainAdapter';
import { Clock } from '../../../../application/ports/Clock';
import { Environment } from '../../../../application/ports/Environment';
import { Storage } from '../../../../application/ports/Storage';
import { WalletRegistry } from '../../../../application/ports/WalletRegistry';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { encodeStoredValue } from '../../../../domain/storage/StorageEntry';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';

/** A visitor who connected MetaMask last time: on load the core waits for it to announce itself. */
function storageOfEarlierVisit(): MemoryStorage {
  const storage = new MemoryStorage();
  storage.setItem(
    KEYPORT_STORAGE.connectedNamespaces.key,
    encodeStoredValue(KEYPORT_STORAGE.connectedNamespaces, ['eip155']),
  );
  storage.setItem(
    KEYPORT_STORAGE.connectionStatus.key,
    encodeStoredValue(KEYPORT_STORAGE.connectionStatus, 'connected'),
  );
  const entry = connectedConnectorIdEntry('eip155');
  storage.setItem(entry.key, encodeStoredValue(entry, 'io.metamask'));
  return storage;
}

/** A core in the middle of things: every kind of timer its use cases start is pending. */
async function busyCore(): Promise<TestCore> {
  const t = createTestCore({ storage: storageOfEarlierVisit() });
  // The pairing uri's renewal (about 230 s away), as the QR view or a headless host starts it.
  await t.core.pairWalletConnect();
  // The snackbar's auto-close, the modal's shake, the explorer search's debounce.
  t.core.showErrorMessage('Failed to disconnect');
  t.get(ModalService).shake();
  t.get(AllWalletsService).search('harbor');
  return t;
}

describe('Keyport.destroy (hostile input, part 5: a destroyed core leaves nothing running)', () => {
  it('ends every timer of the clock: none is pending afterwards, and virtual time moving on changes nothing', async () => {
    const t = await busyCore();
    // The pairing renewal, the announce wait of the stored wallet, snackbar, shake and search.
    expect(t.clock.pendingTimers()).toBeGreaterThanOrEqual(5);

    await t.core.destroy();

    expect(t.clock.pendingTimers()).toBe(0);
    const renewals = t.walletConnect.calls.filter((call) => call.method === 'propose').length;
    t.clock.advance(10 * 60_000);
    await settle();
    expect(t.walletConnect.calls.filter((call) => call.method === 'propose')).toHaveLength(renewals);
    expect(t.clock.pendingTimers()).toBe(0);
  });

  it('the pending proposal that the closing client expires is not replaced by a new pairing', async () => {
    const t = createTestCore();
    await t.core.pairWalletConnect();
    await t.core.destroy();
    // What the sign-client does with a proposal nobody will answer any more when it closes.
    t.walletConnect.reject(new Error('Proposal expired'));
    await settle();
    expect(t.walletConnect.calls.filter((call) => call.method === 'propose')).toHaveLength(1);
  });

  it('a timer a use case asks for after destroy never runs', async () => {
    const t = createTestCore();
    await t.core.destroy();

    t.get(SnackbarService).showSuccess('Copied');
    expect(t.clock.pendingTimers()).toBe(0);
    t.clock.advance(60_000);
    // The auto-close never came: the store keeps what the call set.
    expect(t.get(SnackbarStore).get()).toMatchObject({ open: true, message: 'Copied' });
  });

  it("ends the subscriptions it started (wallet discovery, the adapters' wallet events) and closes the adapters", async () => {
    const t = createTestCore();
    const [adapter] = t.adapters;
    expect(adapter?.connectors$.observed).toBe(true);
    expect(adapter?.events$.observed).toBe(true);

    await t.core.destroy();

    expect(adapter?.connectors$.observed).toBe(false);
    expect(adapter?.events$.observed).toBe(false);
    expect(adapter?.methodsCalled()).toContain('close');
  });

  it('is idempotent: a second call returns the same promise and closes WalletConnect once', async () => {
    const t = createTestCore();
    const first = t.core.destroy();
    const second = t.core.destroy();
    expect(second).toBe(first);
    await second;
    expect(t.walletConnect.calls.filter((call) => call.method === 'close')).toHaveLength(1);
  });

  it('a core destroyed before it started never starts: initialize does nothing', async () => {
    const clock = new FakeClock();
    const container = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
      new ContainerModule((bind) => {
        bind(Clock).toConstantValue(clock);
        bind(Storage).toConstantValue(storageOfEarlierVisit());
        bind(Analytics).toConstantValue(new RecordingAnalytics());
        bind(Environment).toConstantValue(new FakeEnvironment());
        bind(BlockchainApi).toConstantValue(new FakeBlockchainApi());
        bind(WalletRegistry).toConstantValue(new FakeWalletRegistry([]));
        bind(ChainAdapter).toConstantValue(new FakeChainAdapter('eip155'));
      }),
    ]);
    const core = container.get(Keyport);
    await core.destroy();
    core.initialize();
    expect(core.getState().initialized).toBe(false);
    // Startup would have waited for the stored wallet to announce itself.
    expect(clock.pendingTimers()).toBe(0);
  });

  it('runs what the page attached with onDestroy once, and at once when attached afterwards', async () => {
    const t = createTestCore();
    const ended: string[] = [];
    t.core.onDestroy(() => ended.push('modal unmounted'));
    await t.core.destroy();
    await t.core.destroy();
    t.core.onDestroy(() => ended.push('late'));
    expect(ended).toEqual(['modal unmounted', 'late']);
  });

  it('afterwards every method that acts fails with KeyportDestroyedError naming it; getters keep the last state', async () => {
    const t = createTestCore();
    await t.core.open();
    const state = t.core.getState();
    await t.core.destroy();

    const rejecting: [string, (core: Keyport) => Promise<unknown>][] = [
      ['open', (core) => core.open()],
      ['close', (core) => core.close()],
      ['switchNetwork', (core) => core.switchNetwork(arbitrum)],
      ['disconnect', (core) => core.disconnect()],
      ['pairWalletConnect', (core) => core.pairWalletConnect()],
    ];
    for (const [method, call] of rejecting) {
      await expect(call(t.core)).rejects.toEqual(new KeyportDestroyedError(method));
    }
    const throwing: [string, (core: Keyport) => void][] = [
      ['setThemeMode', (core) => core.setThemeMode('light')],
      ['setThemeVariables', (core) => core.setThemeVariables({ '--w3m-accent': '#000' })],
      ['showErrorMessage', (core) => core.showErrorMessage('x')],
      ['showSuccessMessage', (core) => core.showSuccessMessage('x')],
    ];
    for (const [method, call] of throwing) {
      expect(() => call(t.core)).toThrow(`Keyport was destroyed; ${method} is no longer available`);
    }
    expect(t.core.getState()).toEqual(state);
    expect(t.core.getThemeMode()).toBe('dark');
    expect(t.walletConnect.calls.filter((call) => call.method === 'propose')).toHaveLength(0);
  });
});
