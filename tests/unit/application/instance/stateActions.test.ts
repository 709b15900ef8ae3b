import {
  disconnect,
  getAccount,
  getModal,
  getNetwork,
  getSnackbar,
  goBack,
  navigate,
  showMessage,
  switchNetwork,
  watchAccount,
  watchModal,
  watchNetwork,
  watchSnackbar,
} from '../../../../application/instance/actions';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { NetworkService } from '../../../../application/network/NetworkService';
import { NetworkNotConfiguredError } from '../../../../domain/errors/NetworkErrors';
import { KeyportDestroyedError } from '../../../../domain/errors/KeyportDestroyedError';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';
import { metamask } from '../connection/connectionFixtures';

describe('Keyport instance: state as get/watch pairs, and the network and disconnect actions', () => {
  it('SPEC §3: getAccount reads the account; watchAccount reports changes only, with the previous value', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    expect(getAccount(core)?.isConnected).toBe(false);
    const seen: [string | undefined, string | undefined][] = [];
    const unwatch = watchAccount(core, {
      onChange: (now, before) => seen.push([now?.status, before?.status]),
    });
    expect(seen).toEqual([]);
    await core.open();
    await core.close();
    expect(seen).toEqual([]);
    unwatch();
  });

  it('SPEC §4: switchNetwork makes a configured network active, returns the site object and emits SWITCH_NETWORK', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    const changes: (string | undefined)[] = [];
    const unwatch = watchNetwork(core, { onChange: (network) => changes.push(network.caipNetworkId) });
    const active = await switchNetwork(core, { network: { caipNetworkId: arbitrum.caipNetworkId } });
    expect(active).toBe(getNetwork(core).caipNetwork);
    expect(active.caipNetworkId).toBe('eip155:42161');
    expect(getNetwork(core).networks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:42161',
    ]);
    expect(changes).toEqual(['eip155:42161']);
    expect(core.getEvent().data.event).toBe('SWITCH_NETWORK');
    unwatch();
  });

  it('SPEC §4: switchNetwork throws NetworkNotConfiguredError for a network the site did not configure, changing nothing', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    await expect(switchNetwork(core, { network: sepolia })).rejects.toBeInstanceOf(NetworkNotConfiguredError);
    expect(getNetwork(core).caipNetworkId).toBe('eip155:1');
  });

  it('SPEC §4: getNetwork says unsupported while a wallet keeps the namespace on a network the site did not request, unless allowUnsupportedChain', async () => {
    for (const allowUnsupportedChain of [false, true]) {
      const t = createTestCore({ options: { networks: [ethereum, arbitrum], allowUnsupportedChain } });
      expect(getNetwork(t.core).unsupported).toBe(false);
      // The wallet moved there itself: the host API cannot go to a network the site did not configure.
      t.get(NetworkService).applySwitch(sepolia);
      expect(getNetwork(t.core).caipNetworkId).toBe('eip155:11155111');
      expect([allowUnsupportedChain, getNetwork(t.core).unsupported]).toEqual([
        allowUnsupportedChain,
        !allowUnsupportedChain,
      ]);
      await switchNetwork(t.core, { network: ethereum });
      expect(getNetwork(t.core).unsupported).toBe(false);
    }
  });

  it("SPEC §4: a wallet's refusal to switch is thrown as its error (the modal's switch shows it instead)", async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask]);
    const t = createTestCore({ adapters: [adapter], options: { networks: [ethereum, arbitrum] } });
    await t.get(ConnectionService).connectExternal(metamask);
    expect(getAccount(t.core)?.isConnected).toBe(true);
    adapter.failures.set('switchNetwork', new Error('wallet said no'));
    await expect(switchNetwork(t.core, { network: arbitrum })).rejects.toThrow('wallet said no');
    expect(getNetwork(t.core).caipNetworkId).toBe('eip155:1');
  });

  it('SPEC §2: getModal and watchModal follow open, view and close', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum] } });
    expect(getModal(core).open).toBe(false);
    const views: string[] = [];
    const unwatch = watchModal(core, {
      onChange: (modal) => views.push(`${modal.open}:${modal.route.view}`),
    });
    await core.open({ view: 'Networks' });
    await core.close();
    expect(views).toContain('true:Networks');
    expect(views.at(-1)).toMatch(/^false:/);
    expect(getModal(core).open).toBe(false);
    unwatch();
  });

  it('an action refuses what is not a Keyport, and a destroyed instance, by name', async () => {
    expect(() => getAccount({} as never)).toThrow('getAccount: expected a Keyport instance');
    const { core } = createTestCore({ options: { networks: [ethereum] } });
    await core.destroy();
    expect(getNetwork(core).caipNetworkId).toBe('eip155:1');
    await expect(disconnect(core)).rejects.toBeInstanceOf(KeyportDestroyedError);
  });
});

describe('Keyport instance: snapshots, navigation and messages', () => {
  it('get… returns the same object until its state changes (what useSyncExternalStore needs)', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    expect(getAccount(core)).toBe(getAccount(core));
    expect(getNetwork(core)).toBe(getNetwork(core));
    expect(getModal(core)).toBe(getModal(core));
    const before = getNetwork(core);
    await switchNetwork(core, { network: arbitrum });
    expect(getNetwork(core)).not.toBe(before);
    expect(getNetwork(core)).toBe(getNetwork(core));
  });

  it('SPEC §2: navigate pushes, replaces or resets the history; goBack returns, then closes', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    await core.open({ view: 'Networks' });
    navigate(core, { to: { view: 'WalletReceive' } });
    expect(getModal(core)).toMatchObject({ route: { view: 'WalletReceive' }, depth: 1 });
    navigate(core, { to: { view: 'AllWallets' }, history: 'replace' });
    expect(getModal(core)).toMatchObject({ route: { view: 'AllWallets' }, depth: 1 });
    await goBack(core);
    expect(getModal(core)).toMatchObject({ open: true, route: { view: 'Networks' }, depth: 0 });
    navigate(core, { to: { view: 'Connect' }, history: 'reset' });
    expect(getModal(core).depth).toBe(0);
    await goBack(core);
    expect(getModal(core).open).toBe(false);
  });

  it('SPEC §4, §8: showMessage shows success text and an error by its SPEC text; watchSnackbar follows', () => {
    const { core, clock } = createTestCore({ options: { networks: [ethereum] } });
    const seen: string[] = [];
    const unwatch = watchSnackbar(core, { onChange: ({ open, message }) => open && seen.push(message) });
    showMessage(core, { kind: 'success', message: 'Address copied' });
    expect(getSnackbar(core)).toMatchObject({ open: true, message: 'Address copied', variant: 'success' });
    showMessage(core, { kind: 'error', error: new NetworkNotConfiguredError('eip155:5', ['eip155:1']) });
    clock.advance(10_000);
    expect(seen).toEqual(['Address copied', expect.stringContaining('eip155:5')]);
    unwatch();
  });
});
