import {
  disconnect,
  getAccount,
  getModal,
  getNetwork,
  switchNetwork,
  watchAccount,
  watchModal,
  watchNetwork,
} from '../../../../application/instance/actions';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
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
