import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { DisconnectService } from '../../../../application/disconnect/DisconnectService';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { solanaMainnet } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle } from '../../../support/createTestCore';
import { ADDRESS, arbitrumWithExplorer, ethereumWithExplorer, flush, metamask } from './connectionFixtures';

const SOLANA_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

/** MetaMask connected on Ethereum, on a site offering Ethereum and Arbitrum. */
async function connected(options: { readonly walletChainId?: number } = {}) {
  const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
  if (options.walletChainId !== undefined)
    adapter.account = { ...adapter.account, chainId: options.walletChainId };
  const t = createTestCore({
    adapters: [adapter],
    options: { networks: [ethereumWithExplorer, arbitrumWithExplorer] },
  });
  await t.get(ConnectionService).connectExternal(metamask);
  await flush();
  return { t, adapter };
}

function storedNetworkId(t: { storage: { getItem(key: string): string | null } }): unknown {
  const raw = t.storage.getItem(KEYPORT_STORAGE.activeCaipNetworkId.key);
  return raw === null ? undefined : JSON.parse(raw);
}

describe('Hostile input §3: a chain the site did not configure is UnsupportedChain, never silently selected', () => {
  it.each<[string, number | string]>([
    ['a number', 42],
    ['a decimal string', '42'],
  ])(
    'Hostile input §3: the wallet moving to chain 42 (%s) shows UnsupportedChain',
    async (_label, chainId) => {
      const { t, adapter } = await connected();

      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId });
      await settle();

      expect(t.core.getState().selectedNetworkId).toBe('eip155:42');
      expect(t.core.isOpen()).toBe(true);
      expect(t.get(RouterStore).current().view).toBe('UnsupportedChain');
    },
  );

  it('Hostile input §3: after a disconnect, the unconfigured chain is no longer selected nor stored', async () => {
    const { t, adapter } = await connected();
    adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42 });
    await settle();

    await t.get(DisconnectService).disconnect();

    expect(t.core.getState()).toMatchObject({ activeChain: 'eip155', selectedNetworkId: 'eip155:1' });
    expect(t.get(ChainStore).networkState('eip155')?.caipNetwork?.caipNetworkId).toBe('eip155:1');
    expect(storedNetworkId(t)).toBe('eip155:1');
  });

  it('Hostile input §3: a wallet that connects on an unconfigured chain leaves it behind on disconnect too', async () => {
    const { t } = await connected({ walletChainId: 42 });
    expect(t.get(RouterStore).current().view).toBe('UnsupportedChain');

    await t.get(DisconnectService).disconnect('eip155');

    expect(t.core.getState().selectedNetworkId).toBe('eip155:1');
  });

  it('a configured network the visitor was on is kept after a disconnect', async () => {
    const { t, adapter } = await connected();
    adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });
    await settle();

    await t.get(DisconnectService).disconnect();

    expect(t.core.getState().selectedNetworkId).toBe('eip155:42161');
  });

  it('Hostile input §3: an unconfigured network of a namespace that is not active is reset quietly', async () => {
    const solana = new FakeChainAdapter('solana', [], SOLANA_ADDRESS);
    const t = createTestCore({
      adapters: [new FakeChainAdapter('eip155', [metamask], ADDRESS), solana],
      options: { networks: [ethereumWithExplorer, solanaMainnet] },
    });
    const strayNetwork = { ...solanaMainnet, id: 'devnet', caipNetworkId: 'solana:devnet' as const };
    t.get(ChainStore).updateNetworkState('solana', (state) => ({ ...state, caipNetwork: strayNetwork }));

    await t.get(DisconnectService).disconnect('solana');

    // The site's definition (Keyport's copy of it), not the stray network.
    expect(t.get(ChainStore).networkState('solana')?.caipNetwork).toBe(
      t.core.getCaipNetworks().find((network) => network.caipNetworkId === solanaMainnet.caipNetworkId),
    );
    expect(t.get(ChainStore).networkState('solana')?.caipNetwork).toEqual(solanaMainnet);
    expect(t.core.getState().selectedNetworkId).toBe('eip155:1');
  });

  it('Hostile input §3: a namespace the site configured no network in goes back to the default network', async () => {
    const t = createTestCore({ adapters: [], options: { networks: [ethereumWithExplorer] } });
    arrangeConnected(
      t,
      solanaMainnet,
      aConnector('solana', 'WALLET_CONNECT', 'walletConnect'),
      SOLANA_ADDRESS,
    );
    t.get(NetworkService).applySwitch(solanaMainnet);
    expect(t.core.getState().activeChain).toBe('solana');

    await t.get(DisconnectService).disconnect('solana');

    expect(t.core.getState()).toMatchObject({ activeChain: 'eip155', selectedNetworkId: 'eip155:1' });
  });
});
