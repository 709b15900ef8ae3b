import { AccountStore } from '../../../../application/account/AccountStore';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { RouterStore } from '../../../../application/router/RouterStore';
import { type NativeBalance } from '../../../../application/ports/ChainAdapter';
import { currentView } from '../../../../domain/router/RouterState';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { sepolia, solanaMainnet } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';
import {
  ADDRESS,
  arbitrumWithExplorer,
  deferred,
  ethereumWithExplorer,
  flush,
  metamask,
  OTHER_ADDRESS,
  recordEvents,
} from './connectionFixtures';

const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const phantom = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const;

/** A core with MetaMask connected through the service, on Ethereum. */
async function connected() {
  const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
  const t = createTestCore({
    adapters: [adapter],
    options: { networks: [ethereumWithExplorer, arbitrumWithExplorer] },
  });
  await t.get(ConnectionService).connectExternal(metamask);
  await flush();
  adapter.calls.length = 0;
  return { t, adapter };
}

describe('ConnectionService following the wallet (SPEC §4)', () => {
  describe('SPEC §3: the visitor picks another account in the wallet', () => {
    it('SPEC §3: the account becomes the new address, with its CAIP address, accounts, balance and identity', async () => {
      const { t, adapter } = await connected();
      adapter.balance = { balance: '2', symbol: 'ETH' };
      t.blockchainApi.answers.identity = { name: 'bob.eth', avatar: null };

      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: OTHER_ADDRESS });
      await flush();

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        status: 'connected',
        address: OTHER_ADDRESS,
        caipAddress: `eip155:1:${OTHER_ADDRESS}`,
        allAccounts: [{ namespace: 'eip155', address: OTHER_ADDRESS, type: 'eoa' }],
        addressExplorerUrl: `https://etherscan.example/address/${OTHER_ADDRESS}`,
        balance: '2',
        profileName: 'bob.eth',
      });
      expect(adapter.calls).toEqual([{ method: 'getBalance', args: [OTHER_ADDRESS, 'eip155:1'] }]);
    });

    it("SPEC §3: an address among the wallet's accounts keeps the account list", async () => {
      const { t, adapter } = await connected();
      const both = [
        { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
        { namespace: 'eip155', address: OTHER_ADDRESS, type: 'smartAccount' },
      ] as const;
      t.get(AccountStore).patchAccount('eip155', { allAccounts: both });

      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: OTHER_ADDRESS });

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        address: OTHER_ADDRESS,
        allAccounts: both,
      });
    });

    it('SPEC §3: the same address again changes nothing', async () => {
      const { t, adapter } = await connected();
      const before = t.get(AccountStore).account('eip155');

      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: ADDRESS });

      expect(t.get(AccountStore).account('eip155')).toBe(before);
      expect(adapter.calls).toEqual([]);
    });

    it('SPEC §4 disconnect: no account left in the wallet disconnects the namespace', async () => {
      const { t, adapter } = await connected();
      const events = recordEvents(t);

      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: null });
      await flush();

      expect(t.core.getAccount()).toMatchObject({
        status: 'disconnected',
        isConnected: false,
        address: undefined,
      });
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(events).toEqual(['DISCONNECT_SUCCESS']);
    });
  });

  describe('SPEC §4: the visitor picks another network in the wallet', () => {
    it('SPEC §4: a requested network becomes active, and the balance is asked on it', async () => {
      const { t, adapter } = await connected();
      const events = recordEvents(t);

      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });
      await flush();

      expect(t.core.getCaipNetwork()).toEqual(arbitrumWithExplorer);
      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        caipAddress: `eip155:42161:${ADDRESS}`,
        addressExplorerUrl: `https://arbiscan.example/address/${ADDRESS}`,
        balance: '1.5',
      });
      expect(adapter.calls).toEqual([{ method: 'getBalance', args: [ADDRESS, 'eip155:42161'] }]);
      expect(t.core.isOpen()).toBe(false);
      // The wallet moved by itself: no switch was asked, so none is reported.
      expect(events).toEqual([]);
    });

    it('SPEC §4 UnsupportedChain: a network the host did not request shows UnsupportedChain', async () => {
      const { t, adapter } = await connected();

      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: sepolia.id });

      expect(t.core.isOpen()).toBe(true);
      expect(currentView(t.get(RouterStore).get()).view).toBe('UnsupportedChain');
      expect(t.core.getCaipNetwork()?.caipNetworkId).toBe(sepolia.caipNetworkId);
    });

    it('SPEC §4: the network the account is already on changes nothing', async () => {
      const { t, adapter } = await connected();
      const before = t.get(AccountStore).account('eip155');

      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 1 });

      expect(t.get(AccountStore).account('eip155')).toBe(before);
      expect(adapter.calls).toEqual([]);
    });

    it('SPEC §4: after a switch Keyport asked for, the wallet confirming it updates the account without a second switch', async () => {
      const { t, adapter } = await connected();
      await t.core.switchNetwork(arbitrumWithExplorer);
      const events = recordEvents(t);
      const chains = t.get(ChainStore).get();

      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });

      expect(t.get(ChainStore).get()).toBe(chains);
      expect(t.core.getAccount()?.caipAddress).toBe(`eip155:42161:${ADDRESS}`);
      expect(events).toEqual([]);
    });

    it('SPEC §4: a balance of the old network that arrives after the switch is dropped', async () => {
      const { t, adapter } = await connected();
      const onArbitrum = deferred<NativeBalance>();
      jest.spyOn(adapter, 'getBalance').mockReturnValueOnce(onArbitrum.promise);
      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });
      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 1 });
      await flush();

      onArbitrum.resolve({ balance: '99', symbol: 'ETH' });
      await flush();

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        caipAddress: `eip155:1:${ADDRESS}`,
        balance: '1.5',
      });
    });

    it("SPEC §4: on a namespace that is not active, only that namespace's network follows", async () => {
      const evm = new FakeChainAdapter('eip155', [metamask], ADDRESS);
      const solana = new FakeChainAdapter('solana', [phantom], SOL_ADDRESS);
      solana.account = { ...solana.account, chainId: solanaMainnet.id };
      const t = createTestCore({
        adapters: [evm, solana],
        options: { networks: [ethereumWithExplorer, arbitrumWithExplorer, solanaMainnet] },
      });
      const service = t.get(ConnectionService);
      await service.connectExternal(metamask);
      await service.connectExternal(phantom);
      expect(t.core.getState().activeChain).toBe('solana');

      evm.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });

      expect(t.core.getState().activeChain).toBe('solana');
      expect(t.core.getCaipNetwork()).toEqual(solanaMainnet);
      expect(t.get(ChainStore).networkState('eip155')?.caipNetwork).toEqual(arbitrumWithExplorer);
      expect(t.core.getAccount('eip155')?.caipAddress).toBe(`eip155:42161:${ADDRESS}`);
    });
  });

  describe('SPEC §4 disconnect: the wallet ends the connection', () => {
    it('SPEC §4: the namespace is disconnected and reported', async () => {
      const { t, adapter } = await connected();
      const events = recordEvents(t);

      adapter.events$.next({ type: 'disconnected', namespace: 'eip155' });
      await flush();

      expect(t.core.getAccount()?.isConnected).toBe(false);
      expect(adapter.methodsCalled()).toEqual(['disconnect']);
      expect(events).toEqual(['DISCONNECT_SUCCESS']);
    });
  });

  describe('events that belong to no connection', () => {
    it('events of a namespace that is not connected are ignored', async () => {
      const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
      const t = createTestCore({ adapters: [adapter] });
      const events = recordEvents(t);
      const chains = t.get(ChainStore).get();

      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: OTHER_ADDRESS });
      adapter.events$.next({ type: 'chainChanged', namespace: 'eip155', chainId: 42161 });
      adapter.events$.next({ type: 'disconnected', namespace: 'eip155' });
      await flush();

      expect(t.core.getAccount()?.address).toBeUndefined();
      expect(t.get(ChainStore).get()).toBe(chains);
      expect(events).toEqual([]);
    });

    it('a destroyed core no longer follows the wallet', async () => {
      const { t, adapter } = await connected();

      t.core.destroy();
      adapter.events$.next({ type: 'accountsChanged', namespace: 'eip155', address: OTHER_ADDRESS });

      expect(t.core.getAccount()?.address).toBe(ADDRESS);
    });

    it('a wallet event stream that breaks leaves the connection as it is', async () => {
      const { t, adapter } = await connected();

      adapter.events$.error(new Error('provider crashed'));

      expect(t.core.getAccount()).toMatchObject({ isConnected: true, address: ADDRESS });
    });
  });
});
