import { AccountStore } from '../../../../application/account/AccountStore';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { type ConnectedAccount } from '../../../../application/ports/ChainAdapter';
import { RouterStore } from '../../../../application/router/RouterStore';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { ChainAdapterNotFoundError } from '../../../../domain/errors/ClientSetupErrors';
import { KeyportError } from '../../../../domain/errors/KeyportError';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { currentView } from '../../../../domain/router/RouterState';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { sepolia, solanaMainnet } from '../../../fixtures/networks';
import { createTestCore, type TestCore } from '../../../support/createTestCore';
import {
  ADDRESS,
  arbitrumWithExplorer,
  browserWallet,
  deferred,
  ethereumWithExplorer,
  flush,
  metamask,
  recordEvents,
} from './connectionFixtures';

function setup(options: { blockchainApi?: FakeBlockchainApi; allowUnsupportedChain?: boolean } = {}) {
  const adapter = new FakeChainAdapter('eip155', [metamask, browserWallet], ADDRESS);
  const t = createTestCore({
    adapters: [adapter],
    options: {
      networks: [ethereumWithExplorer, arbitrumWithExplorer],
      ...(options.allowUnsupportedChain === undefined
        ? {}
        : { allowUnsupportedChain: options.allowUnsupportedChain }),
    },
    ...(options.blockchainApi ? { blockchainApi: options.blockchainApi } : {}),
  });
  return { t, adapter, service: t.get(ConnectionService) };
}

function walletOn(chainId: number): ConnectedAccount {
  return { address: ADDRESS, chainId, accounts: [{ address: ADDRESS, type: 'eoa' }] };
}

function viewOf(t: TestCore): string {
  return currentView(t.get(RouterStore).get()).view;
}

/** A wallet refusal as a wallet's provider raises it (EIP-1193). */
function providerRejection(): Error {
  return Object.assign(new Error('User rejected the request.'), { code: 4001 });
}

describe('ConnectionService.connectExternal (SPEC §4 connection status, §7 CONNECT_SUCCESS)', () => {
  describe('SPEC §4: while the wallet is asked', () => {
    it('SPEC §4: the account reads connecting on the active network, and the attempt resolves with the wallet', async () => {
      const { t, adapter, service } = setup();
      const answer = deferred<ConnectedAccount>();
      jest.spyOn(adapter, 'connect').mockReturnValue(answer.promise);

      const done = service.connectExternal(metamask);

      expect(t.get(AccountStore).account('eip155').status).toBe('connecting');
      expect(t.core.getAccount()?.status).toBe('connecting');
      expect(adapter.connect).toHaveBeenCalledWith(metamask, ethereumWithExplorer);
      answer.resolve(walletOn(1));
      await expect(done).resolves.toEqual(walletOn(1));
    });

    it('SPEC §4: a namespace with no active network yet connects on its first configured network', async () => {
      const solana = new FakeChainAdapter('solana', [], 'So1ana1111111111111111111111111111111111111');
      solana.account = { ...solana.account, chainId: solanaMainnet.id };
      const t = createTestCore({
        adapters: [new FakeChainAdapter('eip155'), solana],
        options: { networks: [ethereumWithExplorer, solanaMainnet] },
      });
      const phantom = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const;

      await expect(t.get(ConnectionService).connectExternal(phantom)).resolves.toMatchObject({
        chainId: solanaMainnet.id,
      });

      expect(solana.calls[0]).toEqual({
        method: 'connect',
        args: ['app.phantom', solanaMainnet.caipNetworkId],
      });
      expect(t.core.getState().activeChain).toBe('solana');
    });

    it('SPEC §4: an account whose status was never set counts as disconnected', () => {
      const { t, adapter, service } = setup();
      jest.spyOn(adapter, 'connect').mockReturnValue(new Promise(() => undefined));
      t.get(AccountStore).patchAccount('eip155', { status: undefined });

      void service.connectExternal(metamask);

      expect(t.get(AccountStore).account('eip155').status).toBe('connecting');
    });

    it('SPEC §1: a namespace the host configured no network for connects on the default network', async () => {
      const solana = new FakeChainAdapter('solana', [], 'So1ana1111111111111111111111111111111111111');
      const t = createTestCore({
        adapters: [new FakeChainAdapter('eip155'), solana],
        options: { networks: [ethereumWithExplorer] },
      });
      const phantom = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const;
      jest.spyOn(solana, 'connect').mockReturnValue(new Promise(() => undefined));

      void t.get(ConnectionService).connectExternal(phantom);

      expect(solana.connect).toHaveBeenCalledWith(phantom, ethereumWithExplorer);
    });
  });

  describe('SPEC §4: a wallet that connects', () => {
    it('SPEC §3, §4: the account is connected with its address, CAIP address, accounts, wallet and explorer link', async () => {
      const { t, service } = setup();

      await service.connectExternal(metamask);

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        status: 'connected',
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
        allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
        connectedWalletInfo: { name: 'MetaMask', icon: metamask.imageUrl, type: 'ANNOUNCED' },
        addressExplorerUrl: `https://etherscan.example/address/${ADDRESS}`,
      });
      expect(t.core.getAccount()).toMatchObject({ isConnected: true, status: 'connected', address: ADDRESS });
    });

    it('SPEC §3: a wallet without an image is shown by name and type only', async () => {
      const { t, service } = setup();

      await service.connectExternal(browserWallet);

      expect(t.get(AccountStore).account('eip155').connectedWalletInfo).toEqual({
        name: 'Browser Wallet',
        type: 'INJECTED',
      });
    });

    it('SPEC §3: the connector is remembered for the namespace, in state and in storage', async () => {
      const { t, service } = setup();

      await service.connectExternal(metamask);

      const storage = t.get(TypedStorage);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({ eip155: 'io.metamask' });
      expect(t.get(ConnectorStore).connectedConnector('eip155')).toEqual(metamask);
      expect(storage.read(connectedConnectorIdEntry('eip155'))).toBe('io.metamask');
      expect(storage.read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['eip155']);
      expect(storage.read(KEYPORT_STORAGE.connectionStatus)).toBe('connected');
      expect(storage.read(KEYPORT_STORAGE.activeNamespace)).toBe('eip155');
    });

    it('SPEC §3: a namespace already stored as connected is not listed twice', async () => {
      const { t, service } = setup();
      t.get(TypedStorage).write(KEYPORT_STORAGE.connectedNamespaces, ['solana', 'eip155']);

      await service.connectExternal(metamask);

      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['solana', 'eip155']);
    });

    it('SPEC §7: CONNECT_SUCCESS is published with the method and the wallet name, then the modal closes without MODAL_CLOSE (as AppKit)', async () => {
      const { t, service } = setup();
      await t.core.open();
      const events = recordEvents(t);

      await service.connectExternal(metamask);
      await flush();

      expect(events).toEqual(['CONNECT_SUCCESS']);
      expect(t.core.getEvent().data).toEqual({
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'MetaMask' },
      });
      expect(t.analytics.events()).not.toContain('MODAL_CLOSE');
      expect(t.analytics.sent.find((p) => p.props.event === 'CONNECT_SUCCESS')?.props).toEqual({
        type: 'track',
        event: 'CONNECT_SUCCESS',
        address: ADDRESS,
        properties: { method: 'browser', name: 'MetaMask' },
      });
      expect(t.core.isOpen()).toBe(false);
    });

    it('SPEC §4: the native balance and the identity arrive after the connection, without holding it up', async () => {
      const blockchainApi = new FakeBlockchainApi();
      blockchainApi.answers.identity = { name: 'ada.eth', avatar: 'https://avatars.example/ada.png' };
      const { t, adapter, service } = setup({ blockchainApi });
      const balance = deferred<{ balance: string; symbol: string }>();
      jest.spyOn(adapter, 'getBalance').mockReturnValue(balance.promise);

      await service.connectExternal(metamask);
      expect(t.get(AccountStore).account('eip155').balance).toBeUndefined();
      balance.resolve({ balance: '1.5', symbol: 'ETH' });
      await flush();

      expect(adapter.getBalance).toHaveBeenCalledWith(ADDRESS, ethereumWithExplorer);
      expect(blockchainApi.callsOf('getIdentity')).toEqual([[ADDRESS, ADDRESS]]);
      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        balance: '1.5',
        balanceSymbol: 'ETH',
        profileName: 'ada.eth',
        profileImage: 'https://avatars.example/ada.png',
      });
    });

    it('SPEC §4: a failed balance or identity leaves them empty and the wallet connected', async () => {
      const blockchainApi = new FakeBlockchainApi();
      blockchainApi.failNext('getIdentity', new Error('identity down'));
      const { t, adapter, service } = setup({ blockchainApi });
      adapter.failures.set('getBalance', new Error('rpc down'));

      await service.connectExternal(metamask);
      await flush();

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        status: 'connected',
        balance: undefined,
        profileName: undefined,
      });
    });

    it('SPEC §4: a balance or identity that arrives after the account changed is dropped', async () => {
      const { t, adapter, service } = setup();
      const balance = deferred<{ balance: string; symbol: string }>();
      jest.spyOn(adapter, 'getBalance').mockReturnValue(balance.promise);
      t.blockchainApi.answers.identity = { name: 'ada.eth', avatar: null };

      await service.connectExternal(metamask);
      t.get(AccountStore).patchAccount('eip155', {
        address: '0x3333333333333333333333333333333333333333',
        caipAddress: 'eip155:1:0x3333333333333333333333333333333333333333',
      });
      balance.resolve({ balance: '9', symbol: 'ETH' });
      await flush();

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        balance: undefined,
        profileName: undefined,
      });
    });

    it('SPEC §4: what an earlier wallet showed (balance, name) is not carried over to the new one', async () => {
      const { t, adapter, service } = setup();
      t.get(AccountStore).patchAccount('eip155', {
        balance: '7',
        balanceSymbol: 'ETH',
        profileName: 'old.eth',
      });
      jest.spyOn(adapter, 'getBalance').mockReturnValue(new Promise(() => undefined));

      await service.connectExternal(metamask);

      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        balance: undefined,
        balanceSymbol: undefined,
        profileName: undefined,
      });
    });
  });

  describe('SPEC §4: a wallet on another network than the active one', () => {
    it('SPEC §4: a wallet on the active network switches nothing', async () => {
      const { t, service } = setup();
      const before = t.get(ChainStore).get();

      await service.connectExternal(metamask);

      expect(t.get(ChainStore).get()).toBe(before);
    });

    it('SPEC §4: a requested network becomes the active one, and the modal closes', async () => {
      const { t, adapter, service } = setup();
      adapter.account = walletOn(42161);
      await t.core.open();

      await service.connectExternal(metamask);
      await flush();

      expect(t.core.getCaipNetwork()).toEqual(arbitrumWithExplorer);
      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        caipAddress: `eip155:42161:${ADDRESS}`,
        addressExplorerUrl: `https://arbiscan.example/address/${ADDRESS}`,
      });
      expect(adapter.calls.find((c) => c.method === 'getBalance')?.args).toEqual([ADDRESS, 'eip155:42161']);
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.activeCaipNetworkId)).toBe('eip155:42161');
      expect(t.core.isOpen()).toBe(false);
    });

    it('SPEC §4 UnsupportedChain: a network the host did not request shows UnsupportedChain and the modal stays open', async () => {
      const { t, adapter, service } = setup();
      adapter.account = walletOn(sepolia.id as number);
      await t.core.open();
      const events = recordEvents(t);

      await service.connectExternal(metamask);
      await flush();

      expect(t.core.isOpen()).toBe(true);
      expect(viewOf(t)).toBe('UnsupportedChain');
      expect(events).toEqual(['CONNECT_SUCCESS']);
      expect(t.core.getCaipNetwork()).toMatchObject({
        id: sepolia.id,
        chainNamespace: 'eip155',
        caipNetworkId: sepolia.caipNetworkId,
      });
      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        status: 'connected',
        caipAddress: `${sepolia.caipNetworkId}:${ADDRESS}`,
        addressExplorerUrl: undefined,
      });
    });

    it('SPEC §4 UnsupportedChain: with the modal closed, UnsupportedChain opens it', async () => {
      const { t, adapter, service } = setup();
      adapter.account = walletOn(sepolia.id as number);

      await service.connectExternal(metamask);

      expect(t.get(ModalStore).get().open).toBe(true);
      expect(viewOf(t)).toBe('UnsupportedChain');
    });

    it('SPEC §4: with unsupported chains allowed, the network is applied and the modal closes', async () => {
      const { t, adapter, service } = setup({ allowUnsupportedChain: true });
      adapter.account = walletOn(sepolia.id as number);
      await t.core.open();

      await service.connectExternal(metamask);

      expect(t.core.getCaipNetwork()?.caipNetworkId).toBe(sepolia.caipNetworkId);
      expect(t.core.isOpen()).toBe(false);
    });
  });

  describe('SPEC §4: a wallet that says no or fails', () => {
    it("SPEC §4: a refusal is thrown as the adapter's error, the account disconnected, and nothing else changes", async () => {
      const { t, adapter, service } = setup();
      await t.core.open();
      const events = recordEvents(t);
      const refusal = new UserRejectedRequestError();
      adapter.failures.set('connect', refusal);

      await expect(service.connectExternal(metamask)).rejects.toBe(refusal);

      expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toBeUndefined();
      expect(t.core.isOpen()).toBe(true);
      expect(events).toEqual([]);
    });

    it("SPEC §4: an adapter's own USER_REJECTED error is thrown as it is", async () => {
      const { adapter, service } = setup();
      const refusal = new KeyportError('USER_REJECTED', 'User rejected the request.');
      adapter.failures.set('connect', refusal);

      await expect(service.connectExternal(metamask)).rejects.toBe(refusal);
    });

    it('SPEC §4: declined, then asked again, the same wallet connects', async () => {
      const { t, adapter, service } = setup();
      await t.core.open();
      adapter.failures.set('connect', providerRejection());
      await expect(service.connectExternal(metamask)).rejects.toMatchObject({ code: 4001 });
      adapter.failures.delete('connect');

      await service.connectExternal(metamask);

      expect(adapter.calls.filter((c) => c.method === 'connect').map((c) => c.args[0])).toEqual([
        'io.metamask',
        'io.metamask',
      ]);
      expect(t.core.getAccount()?.isConnected).toBe(true);
      expect(t.core.isOpen()).toBe(false);
    });

    it('SPEC §8: any other KeyportError is thrown as it is, the account disconnected', async () => {
      const { t, adapter, service } = setup();
      const pending = new KeyportError(
        'REQUEST_ALREADY_PENDING',
        'A request is already open in your wallet',
        {
          details: '-32002',
        },
      );
      adapter.failures.set('connect', pending);

      await expect(service.connectExternal(metamask)).rejects.toBe(pending);

      expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
    });

    it('SPEC §8 "Chain adapter not found": a connector of a namespace with no adapter fails with it', async () => {
      const { t, service } = setup();
      const phantom = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const;

      await expect(service.connectExternal(phantom)).rejects.toBeInstanceOf(ChainAdapterNotFoundError);

      expect(t.get(AccountStore).account('solana').status).toBe('disconnected');
    });

    it('SPEC §4: a failed attempt leaves an account that was connected connected', async () => {
      const { t, adapter, service } = setup();
      await service.connectExternal(metamask);
      adapter.failures.set('connect', providerRejection());

      await expect(service.connectExternal(browserWallet)).rejects.toMatchObject({ code: 4001 });

      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({ eip155: 'io.metamask' });
    });
  });

  describe('SPEC §4: the visitor stops waiting (the signal aborts)', () => {
    it('SPEC §4: the account no longer reads connecting', () => {
      const { t, adapter, service } = setup();
      jest.spyOn(adapter, 'connect').mockReturnValue(new Promise(() => undefined));
      const waiting = new AbortController();
      void service.connectExternal(metamask, waiting.signal);

      waiting.abort();

      expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
    });

    it('SPEC §4: a wallet that approves after the visitor stopped waiting is connected all the same', async () => {
      const { t, adapter, service } = setup();
      const answer = deferred<ConnectedAccount>();
      jest.spyOn(adapter, 'connect').mockReturnValue(answer.promise);
      const waiting = new AbortController();
      const done = service.connectExternal(metamask, waiting.signal);
      waiting.abort();

      answer.resolve(walletOn(1));

      await expect(done).resolves.toEqual(walletOn(1));
      expect(t.core.getAccount()?.isConnected).toBe(true);
    });

    it('SPEC §4: aborting after the attempt settled changes nothing', async () => {
      const { t, service } = setup();
      const waiting = new AbortController();
      await service.connectExternal(metamask, waiting.signal);

      waiting.abort();

      expect(t.get(AccountStore).account('eip155').status).toBe('connected');
    });

    it('SPEC §4: only the latest attempt moves the account back: an older one that fails or is left does not', async () => {
      const { t, adapter, service } = setup();
      const first = deferred<ConnectedAccount>();
      jest.spyOn(adapter, 'connect').mockReturnValueOnce(first.promise);
      const firstWaiting = new AbortController();
      const firstDone = service.connectExternal(metamask, firstWaiting.signal);
      jest.spyOn(adapter, 'connect').mockReturnValueOnce(new Promise(() => undefined));
      void service.connectExternal(browserWallet);

      firstWaiting.abort();
      first.reject(providerRejection());
      await expect(firstDone).rejects.toMatchObject({ code: 4001 });

      expect(t.get(AccountStore).account('eip155').status).toBe('connecting');
    });
  });

  it('the active network of the ChainStore is what the wallet is asked for after a switch', async () => {
    const { t, adapter, service } = setup();
    await t.core.switchNetwork(arbitrumWithExplorer);

    await service.connectExternal(metamask);

    expect(adapter.calls.find((c) => c.method === 'connect')?.args).toEqual(['io.metamask', 'eip155:42161']);
    expect(t.get(ChainStore).get().activeCaipNetwork).toEqual(ethereumWithExplorer);
  });
});
