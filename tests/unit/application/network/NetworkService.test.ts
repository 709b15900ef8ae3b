import * as E from 'fp-ts/Either';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { NetworkNotConfiguredError } from '../../../../domain/errors/NetworkErrors';
import { type CaipNetwork } from '../../../../domain/network/CaipNetwork';
import { InvalidNetworkError } from '../../../../domain/options/OptionsErrors';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { decodeStoredValue, type StorageEntry } from '../../../../domain/storage/StorageEntry';
import { type FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, sepolia, solanaMainnet } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCore, type TestCoreSetup } from '../../../support/createTestCore';

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const metamask = aConnector('eip155', 'INJECTED', 'io.metamask', 'MetaMask');

/** What a SPEC §4 switch changes, read back from the stores and the storage. */
function snapshot(t: TestCore) {
  const chains = t.get(ChainStore).get();
  return {
    activeNamespace: chains.activeNamespace,
    activeCaipNetwork: chains.activeCaipNetwork,
    namespaceNetwork: t.get(ChainStore).networkState('eip155')?.caipNetwork,
    storedNetworkId: t.storage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key),
    storedNamespace: t.storage.getItem(KEYPORT_STORAGE.activeNamespace.key),
    modalOpen: t.get(ModalStore).get().open,
    event: t.core.getEvent(),
  };
}

function stored<A, O>(t: TestCore, entry: StorageEntry<A, O>): A | undefined {
  const raw = t.storage.getItem(entry.key);
  if (raw === null) return undefined;
  const decoded = decodeStoredValue(entry, raw);
  return E.isRight(decoded) ? decoded.right : undefined;
}

function coreOnEthereumAndArbitrum(setup: TestCoreSetup = {}): TestCore {
  return createTestCore({ ...setup, options: { networks: [ethereum, arbitrum], ...setup.options } });
}

describe('NetworkService.switchActiveNetwork (SPEC §4 switching the active network)', () => {
  it('SPEC §4: sets the namespace and network active, on the chain state too', async () => {
    const t = coreOnEthereumAndArbitrum();

    const switched = await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(switched).toBe(true);
    const chains = t.get(ChainStore);
    expect(chains.get().activeNamespace).toBe('eip155');
    expect(chains.get().activeCaipNetwork).toEqual(arbitrum);
    expect(chains.networkState('eip155')?.caipNetwork).toEqual(arbitrum);
    expect(t.core.getState().selectedNetworkId).toBe('eip155:42161');
    expect(t.core.getChainId()).toBe(42161);
  });

  it('SPEC §4: switching to another namespace makes that namespace active', async () => {
    const t = createTestCore({ options: { networks: [ethereum, solanaMainnet] } });

    await t.get(NetworkService).switchActiveNetwork(solanaMainnet);

    expect(t.core.getState().activeChain).toBe('solana');
    expect(t.get(ChainStore).networkState('solana')?.caipNetwork).toEqual(solanaMainnet);
    expect(stored(t, KEYPORT_STORAGE.activeNamespace)).toBe('solana');
    // The namespace left keeps its own network for when the visitor comes back to it.
    expect(t.get(ChainStore).networkState('eip155')?.caipNetwork).toEqual(ethereum);
  });

  it('SPEC §4: stores the network id (and the namespace) in storage', async () => {
    const t = coreOnEthereumAndArbitrum();

    await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:42161');
    expect(stored(t, KEYPORT_STORAGE.activeNamespace)).toBe('eip155');
  });

  it('SPEC §7: publishes SWITCH_NETWORK with the network id, to the host and to analytics', async () => {
    const t = coreOnEthereumAndArbitrum();
    t.clock.advance(1000);

    await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(t.core.getEvent()).toEqual({
      timestamp: t.clock.now(),
      data: { type: 'track', event: 'SWITCH_NETWORK', properties: { network: 'eip155:42161' } },
    });
    expect(t.analytics.sent.at(-1)?.props).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:42161' },
    });
  });

  it('SPEC §4: a requested network does not open the modal', async () => {
    const t = coreOnEthereumAndArbitrum();

    await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(t.get(ModalStore).get().open).toBe(false);
  });

  it('Hostile input §3: a network the site did not configure is refused with a clear error; nothing changes', async () => {
    const t = coreOnEthereumAndArbitrum();
    arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
    const before = snapshot(t);
    const analyticsBefore = t.analytics.events();

    const refusal = t.get(NetworkService).switchActiveNetwork(sepolia);

    await expect(refusal).rejects.toBeInstanceOf(NetworkNotConfiguredError);
    await expect(refusal).rejects.toMatchObject({
      code: 'NETWORK_NOT_CONFIGURED',
      shortMessage: 'Network eip155:11155111 is not one of the networks this site configured',
    });
    await settle();
    expect(snapshot(t)).toEqual(before);
    expect(t.adapters[0]?.methodsCalled()).toEqual([]);
    expect(t.analytics.events()).toEqual(analyticsBefore);
  });

  it('Hostile input §3: a network of a namespace the site configured none of is refused too', async () => {
    const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });

    await expect(t.get(NetworkService).switchActiveNetwork(solanaMainnet)).rejects.toBeInstanceOf(
      NetworkNotConfiguredError,
    );
    expect(t.core.getState()).toMatchObject({ activeChain: 'eip155', selectedNetworkId: 'eip155:1' });
  });

  it("Hostile input §3: a caller's object with a configured id switches to the site's own definition", async () => {
    const t = coreOnEthereumAndArbitrum();
    const tampered: CaipNetwork = {
      ...arbitrum,
      name: 'Not Arbitrum',
      rpcUrls: { default: { http: ['http://x'] } },
    };

    await t.get(NetworkService).switchActiveNetwork(tampered);

    // The site's definition: the copy Keyport made of the site's `arbitrum` at creation.
    const configured = t.core.getCaipNetworks().find((network) => network.caipNetworkId === 'eip155:42161');
    expect(t.core.getCaipNetwork()).toBe(configured);
    expect(t.core.getCaipNetwork()).toEqual(arbitrum);
  });

  it('SPEC §4: when disconnected the wallet is not asked to switch', async () => {
    const t = coreOnEthereumAndArbitrum();

    await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(t.adapters[0]?.methodsCalled()).toEqual([]);
  });

  it('SPEC §4: when connected the wallet switches first, then the modal follows', async () => {
    const t = coreOnEthereumAndArbitrum();
    arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
    const adapter = t.adapters[0] as FakeChainAdapter;
    const activeWhenWalletAsked: (string | undefined)[] = [];
    const original = adapter.switchNetwork.bind(adapter);
    jest.spyOn(adapter, 'switchNetwork').mockImplementation(async (network: CaipNetwork) => {
      activeWhenWalletAsked.push(t.core.getState().selectedNetworkId);
      await original(network);
    });

    const switched = await t.get(NetworkService).switchActiveNetwork(arbitrum);

    expect(switched).toBe(true);
    expect(adapter.calls).toEqual([{ method: 'switchNetwork', args: ['eip155:42161'] }]);
    expect(activeWhenWalletAsked).toEqual(['eip155:1']);
    expect(t.core.getState().selectedNetworkId).toBe('eip155:42161');
    expect(t.core.getEvent().data.event).toBe('SWITCH_NETWORK');
  });

  it('SPEC §4, §8: when the wallet refuses, the snackbar shows its error and nothing changes', async () => {
    const t = coreOnEthereumAndArbitrum();
    arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
    const adapter = t.adapters[0] as FakeChainAdapter;
    adapter.failures.set('switchNetwork', new Error('User rejected the request.'));
    const before = snapshot(t);
    const analyticsBefore = t.analytics.events();

    const switched = await t.get(NetworkService).switchActiveNetwork(arbitrum);
    await settle();

    expect(switched).toBe(false);
    expect(t.get(SnackbarStore).get()).toMatchObject({
      open: true,
      variant: 'error',
      message: 'User rejected the request.',
    });
    expect(snapshot(t)).toEqual(before);
    expect(t.analytics.events()).toEqual(analyticsBefore);
  });

  it('SPEC §4: a connected namespace without an adapter switches without asking a wallet', async () => {
    const t = createTestCore({ options: { networks: [ethereum, solanaMainnet] } });
    arrangeConnected(t, solanaMainnet, aConnector('solana', 'ANNOUNCED', 'app.phantom'), 'So1ana');

    const switched = await t.get(NetworkService).switchActiveNetwork(solanaMainnet);

    expect(switched).toBe(true);
    expect(t.core.getState().activeChain).toBe('solana');
    expect(t.adapters[0]?.methodsCalled()).toEqual([]);
  });
});

describe('NetworkService.applySwitch (SPEC §4, the wallet moved by itself)', () => {
  it('SPEC §4: a network the wallet moved to that is not among the requested ones shows UnsupportedChain', async () => {
    const t = coreOnEthereumAndArbitrum();

    t.get(NetworkService).applySwitch(sepolia);
    await settle();

    expect(t.get(ModalStore).get().open).toBe(true);
    expect(t.get(RouterStore).current().view).toBe('UnsupportedChain');
    // The switch itself still happens: the wallet is there, and the visitor is told.
    expect(t.core.getCaipNetwork()).toEqual(sepolia);
    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:11155111');
  });

  it('SPEC §4: a wallet on a namespace the host configured no network on shows UnsupportedChain', async () => {
    const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });

    t.get(NetworkService).applySwitch(solanaMainnet);
    await settle();

    expect(t.core.isOpen()).toBe(true);
    expect(t.get(RouterStore).current().view).toBe('UnsupportedChain');
    expect(t.core.getState().activeChain).toBe('solana');
  });

  it.each<[string, TestCoreSetup]>([
    ['network switch is off (enableNetworkSwitch false)', { options: { enableNetworkSwitch: false } }],
    [
      'unsupported chains are allowed (allowUnsupportedChain true)',
      { options: { allowUnsupportedChain: true } },
    ],
    ['basic wallet-connect mode is used (no adapters)', { adapters: [] }],
  ])('SPEC §4: an unrequested network does not show UnsupportedChain when %s', async (_label, setup) => {
    const t = coreOnEthereumAndArbitrum(setup);

    t.get(NetworkService).applySwitch(sepolia);
    await settle();

    expect(t.get(ModalStore).get().open).toBe(false);
    expect(t.core.getCaipNetwork()).toEqual(sepolia);
    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:11155111');
  });

  it('SPEC §4: applies the state effects without asking the wallet or publishing an event', () => {
    const t = coreOnEthereumAndArbitrum();
    arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
    const eventBefore = t.core.getEvent();

    t.get(NetworkService).applySwitch(arbitrum);

    expect(t.core.getCaipNetwork()).toEqual(arbitrum);
    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:42161');
    expect(t.adapters[0]?.methodsCalled()).toEqual([]);
    expect(t.core.getEvent()).toBe(eventBefore);
  });
});

describe('Keyport.switchNetwork (SPEC §4 through the host API)', () => {
  it('SPEC §4: switches like the use case and resolves to true', async () => {
    const t = coreOnEthereumAndArbitrum();

    await expect(t.core.switchNetwork(arbitrum)).resolves.toBe(true);

    expect(t.core.getState().selectedNetworkId).toBe('eip155:42161');
    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:42161');
    expect(t.core.getEvent().data).toEqual({
      type: 'track',
      event: 'SWITCH_NETWORK',
      properties: { network: 'eip155:42161' },
    });
  });

  it('Hostile input §3: a network the site did not configure is refused with a clear error; nothing changes', async () => {
    const t = coreOnEthereumAndArbitrum();

    await expect(t.core.switchNetwork(sepolia)).rejects.toThrow(
      'Network eip155:11155111 is not one of the networks this site configured',
    );
    await settle();

    expect(t.core.isOpen()).toBe(false);
    expect(t.core.getState().selectedNetworkId).toBe('eip155:1');
    expect(stored(t, KEYPORT_STORAGE.activeCaipNetworkId)).toBeUndefined();
  });

  it('SPEC §4: resolves to false when the connected wallet refuses', async () => {
    const t = coreOnEthereumAndArbitrum();
    arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
    (t.adapters[0] as FakeChainAdapter).failures.set('switchNetwork', new Error('Chain not added'));

    await expect(t.core.switchNetwork(arbitrum)).resolves.toBe(false);

    expect(t.core.getState().selectedNetworkId).toBe('eip155:1');
    expect(t.get(SnackbarStore).get().message).toBe('Chain not added');
  });

  it.each<[string, unknown, string]>([
    ['not an object', 'eip155:42161', 'not an object'],
    ['an unknown namespace', { ...arbitrum, chainNamespace: 'cosmos' }, 'unknown chainNamespace "cosmos"'],
    [
      'a caipNetworkId that is not namespace:id',
      { ...arbitrum, caipNetworkId: 'eip155:1' },
      'caipNetworkId eip155:1 must be eip155:42161',
    ],
    ['no name', { ...arbitrum, name: '' }, 'name must be a non-empty string'],
    [
      'no RPC URL',
      { ...arbitrum, rpcUrls: { default: { http: [] } } },
      'rpcUrls.default.http must list at least one URL',
    ],
  ])(
    'SPEC §3, §4: a malformed network (%s) throws a clear error and changes nothing',
    async (_label, network, reason) => {
      const t = coreOnEthereumAndArbitrum();
      const before = snapshot(t);

      const switching = t.core.switchNetwork(network as CaipNetwork);

      await expect(switching).rejects.toBeInstanceOf(InvalidNetworkError);
      await expect(t.core.switchNetwork(network as CaipNetwork)).rejects.toThrow(
        `Invalid network at switchNetwork(network): ${reason}`,
      );
      await settle();
      expect(snapshot(t)).toEqual(before);
      expect(t.adapters[0]?.methodsCalled()).toEqual([]);
    },
  );
});
