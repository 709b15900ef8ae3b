import { ContainerModule } from 'inversify';
import { AccountStore } from '../../../../application/account/AccountStore';
import { ChainStore } from '../../../../application/chain/ChainStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { buildKeyportContainer } from '../../../../application/core/createKeyportCore';
import { Keyport } from '../../../../application/instance/Keyport';
import { DisconnectService } from '../../../../application/disconnect/DisconnectService';
import { disconnectModule } from '../../../../application/disconnect/disconnectModule';
import { Analytics } from '../../../../application/ports/Analytics';
import { BlockchainApi } from '../../../../application/ports/BlockchainApi';
import { ChainAdapter } from '../../../../application/ports/ChainAdapter';
import { Clock } from '../../../../application/ports/Clock';
import { Environment } from '../../../../application/ports/Environment';
import { Storage } from '../../../../application/ports/Storage';
import { SiwxStore } from '../../../../application/siwx/SiwxStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { initialAccountState } from '../../../../domain/account/AccountState';
import { type Connector } from '../../../../domain/connector/Connector';
import { type SiwxSession } from '../../../../domain/siwx/SiwxSession';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { arbitrum, ethereum, solanaMainnet } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, type TestCore } from '../../../support/createTestCore';

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';

const wcEvm = aConnector('eip155', 'WALLET_CONNECT', 'walletConnect', 'WalletConnect');
const wcSol = aConnector('solana', 'WALLET_CONNECT', 'walletConnect', 'WalletConnect');
const authEvm = aConnector('eip155', 'AUTH', 'ID_AUTH', 'Email');
const authSol = aConnector('solana', 'AUTH', 'ID_AUTH', 'Email');
const metamask = aConnector('eip155', 'INJECTED', 'io.metamask', 'MetaMask');
const phantom = aConnector('solana', 'ANNOUNCED', 'app.phantom', 'Phantom');

const session: SiwxSession = {
  data: {
    domain: 'shop.example',
    accountAddress: EVM_ADDRESS,
    chainId: 'eip155:1',
    uri: 'https://shop.example',
    version: '1',
    nonce: 'n0nce123',
    issuedAt: '2024-01-01T00:00:00.000Z',
  },
  message: 'shop.example wants you to sign in',
  signature: '0xsig',
};

interface Setup {
  readonly t: TestCore;
  readonly evm: FakeChainAdapter;
  readonly sol: FakeChainAdapter;
  readonly service: DisconnectService;
}

/** A core on ethereum + solana with one fake adapter per namespace, the given wallets connected. */
function setup(connected: { readonly eip155?: Connector; readonly solana?: Connector }): Setup {
  const evm = new FakeChainAdapter('eip155');
  const sol = new FakeChainAdapter('solana', [], SOL_ADDRESS);
  const t = createTestCore({
    adapters: [evm, sol],
    options: { networks: [ethereum, arbitrum, solanaMainnet] },
  });
  if (connected.eip155) arrangeConnected(t, ethereum, connected.eip155, EVM_ADDRESS);
  if (connected.solana) arrangeConnected(t, solanaMainnet, connected.solana, SOL_ADDRESS);
  t.get(ConnectionStore).set({ wcSessionTopic: 'topic-1', wcUri: 'wc:abc@2', wcUriSetAt: 1 });
  t.get(SiwxStore).set({ sessions: [session] });
  t.storage.setItem(KEYPORT_STORAGE.connectedSocial.key, JSON.stringify('google'));
  return { t, evm, sol, service: t.get(DisconnectService) };
}

function lastEvent(t: TestCore) {
  return t.core.getEvent().data;
}

describe('DisconnectService (SPEC §4 disconnect)', () => {
  describe('SPEC §4: which namespaces are disconnected', () => {
    it('SPEC §4: the given namespace plus the other namespaces sharing its WALLET_CONNECT connector', async () => {
      const { t, evm, sol, service } = setup({ eip155: wcEvm, solana: wcSol });

      const result = await service.disconnect('eip155');

      expect(result).toEqual({ ok: true, namespaces: ['eip155', 'solana'] });
      expect(t.walletConnect.calls).toEqual([{ method: 'disconnect', args: ['topic-1'] }]);
      // The shared session is ended once, by wallet-connect; each adapter only lets go of it.
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      expect(sol.methodsCalled()).toEqual(['disconnect']);
      const accounts = t.get(AccountStore);
      expect(accounts.account('eip155')).toEqual(initialAccountState());
      expect(accounts.account('solana')).toEqual(initialAccountState());
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
      expect(t.storage.getItem(connectedConnectorIdEntry('solana').key)).toBeNull();
    });

    it('SPEC §4: the given namespace plus the other namespaces sharing its AUTH connector', async () => {
      const { t, evm, sol, service } = setup({ eip155: authEvm, solana: authSol });

      const result = await service.disconnect('solana');

      expect(result).toEqual({ ok: true, namespaces: ['eip155', 'solana'] });
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      expect(sol.methodsCalled()).toEqual(['disconnect']);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.core.getAccount('eip155')?.isConnected).toBe(false);
      expect(t.core.getAccount('solana')?.isConnected).toBe(false);
    });

    it('SPEC §4: a namespace with its own wallet is disconnected alone; the other stays connected', async () => {
      const { t, evm, sol, service } = setup({ eip155: metamask, solana: phantom });

      const result = await service.disconnect('eip155');

      expect(result).toEqual({ ok: true, namespaces: ['eip155'] });
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      expect(sol.methodsCalled()).toEqual([]);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({ solana: 'app.phantom' });
      expect(t.core.getAccount('solana')?.address).toBe(SOL_ADDRESS);
      expect(t.storage.getItem(connectedConnectorIdEntry('solana').key)).toBe('"app.phantom"');
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['solana']);
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectionStatus)).toBe('connected');
    });

    it('SPEC §4: with no namespace it disconnects all connected namespaces', async () => {
      const { t, evm, sol, service } = setup({ eip155: metamask, solana: phantom });

      const result = await service.disconnect();

      expect(result).toEqual({ ok: true, namespaces: ['eip155', 'solana'] });
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      expect(sol.methodsCalled()).toEqual(['disconnect']);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toBeUndefined();
      expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectionStatus)).toBe('disconnected');
    });

    it('SPEC §4: with no namespace, a wallet-connect session is ended once and an injected wallet by its adapter', async () => {
      const { t, evm, sol, service } = setup({ eip155: metamask, solana: wcSol });

      const result = await service.disconnect();

      expect(result).toEqual({ ok: true, namespaces: ['eip155', 'solana'] });
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      // Solana's adapter lets go of the session it was reached through; the session ends once.
      expect(sol.methodsCalled()).toEqual(['disconnect']);
      expect(t.walletConnect.calls).toEqual([{ method: 'disconnect', args: ['topic-1'] }]);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
    });

    it('SPEC §4: with no namespace, a namespace whose connector is not discovered yet is still disconnected', async () => {
      const { t, evm, service } = setup({});
      // Restored from an earlier visit: the id is known, the wallet has not announced itself yet.
      t.get(ConnectorStore).set({ connectedConnectorIds: { eip155: 'io.metamask' } });
      t.get(AccountStore).patchAccount('eip155', { status: 'connected', address: EVM_ADDRESS });
      t.storage.setItem(connectedConnectorIdEntry('eip155').key, '"io.metamask"');

      const result = await service.disconnect();

      expect(result).toEqual({ ok: true, namespaces: ['eip155'] });
      expect(evm.methodsCalled()).toEqual(['disconnect']);
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.get(AccountStore).account('eip155')).toEqual(initialAccountState());
      expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
    });

    it('SPEC §4: a given namespace that is not connected is still reset', async () => {
      const { t, evm, service } = setup({});
      t.get(AccountStore).patchAccount('eip155', { balance: '2.0', balanceSymbol: 'ETH' });

      const result = await service.disconnect('eip155');

      expect(result).toEqual({ ok: true, namespaces: ['eip155'] });
      expect(evm.methodsCalled()).toEqual([]);
      expect(t.get(AccountStore).account('eip155')).toEqual(initialAccountState());
    });

    it('SPEC §4: a connected namespace without an adapter of its own is reset without a call', async () => {
      const evm = new FakeChainAdapter('eip155');
      const t = createTestCore({ adapters: [evm], options: { networks: [ethereum, solanaMainnet] } });
      arrangeConnected(t, solanaMainnet, phantom, SOL_ADDRESS);

      const result = await t.get(DisconnectService).disconnect('solana');

      expect(result).toEqual({ ok: true, namespaces: ['solana'] });
      expect(evm.methodsCalled()).toEqual([]);
      expect(t.get(AccountStore).account('solana')).toEqual(initialAccountState());
    });
  });

  describe('SPEC §4: what a disconnect resets', () => {
    it('SPEC §4: resets account data and the network session data, keeping the active and requested networks', async () => {
      const { t, service } = setup({ eip155: metamask });
      const chains = t.get(ChainStore);
      chains.updateNetworkState('eip155', (state) => ({
        ...state,
        supportsAllNetworks: false,
        approvedCaipNetworkIds: ['eip155:1'],
        smartAccountEnabledNetworks: [1],
      }));

      await service.disconnect('eip155');

      expect(t.get(AccountStore).account('eip155')).toEqual(initialAccountState());
      expect(chains.networkState('eip155')).toEqual({
        caipNetwork: ethereum,
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: [],
        approvedCaipNetworkIds: [],
        requestedCaipNetworks: [ethereum, arbitrum],
      });
      expect(t.core.getCaipNetwork()).toEqual(ethereum);
    });

    it('SPEC §4: clears the connector ids in state and storage, and the stored social provider', async () => {
      const { t, service } = setup({ eip155: authEvm, solana: authSol });
      t.get(AccountStore).patchAccount('eip155', { socialProvider: 'google' });

      await service.disconnect('eip155');

      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
      expect(t.storage.getItem(connectedConnectorIdEntry('solana').key)).toBeNull();
      expect(t.storage.getItem(KEYPORT_STORAGE.connectedSocial.key)).toBeNull();
      expect(t.get(AccountStore).account('eip155').socialProvider).toBeUndefined();
      // The discovered connectors stay: the visitor can connect again at once.
      expect(t.get(ConnectorStore).get().connectors).toEqual([
        { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' },
        authEvm,
        authSol,
      ]);
    });

    it('SPEC §4: clears the wallet-connect state and ends the session of its topic', async () => {
      const { t, service } = setup({ eip155: wcEvm });

      await service.disconnect('eip155');

      expect(t.walletConnect.calls).toEqual([{ method: 'disconnect', args: ['topic-1'] }]);
      expect(t.get(ConnectionStore).get()).toEqual({
        wcUri: undefined,
        wcUriSetAt: undefined,
        wcFailure: undefined,
        wcBasic: false,
        wcSessionTopic: undefined,
        external: undefined,
        reconnecting: false,
      });
    });

    it('SPEC §4: the wallet-connect disconnect clears the SIWX sessions before it ends the session', async () => {
      const { t, service } = setup({ eip155: wcEvm });
      const siwx = t.get(SiwxStore);
      const sessionsWhenEnded: number[] = [];
      jest.spyOn(t.walletConnect, 'disconnect').mockImplementation(async () => {
        sessionsWhenEnded.push(siwx.get().sessions.length);
      });

      await service.disconnect('eip155');

      expect(sessionsWhenEnded).toEqual([0]);
    });

    it('SPEC §4: a deployment without a wallet-connect client clears the wallet-connect state without a call', async () => {
      const evm = new FakeChainAdapter('eip155');
      const container = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
        new ContainerModule((bind) => {
          bind(Clock).toConstantValue(new FakeClock());
          bind(Storage).toConstantValue(new MemoryStorage());
          bind(Analytics).toConstantValue(new RecordingAnalytics());
          bind(Environment).toConstantValue(new FakeEnvironment());
          bind(BlockchainApi).toConstantValue(new FakeBlockchainApi());
          bind(ChainAdapter).toConstantValue(evm);
        }),
        disconnectModule,
      ]);
      container.get(Keyport).initialize();
      arrangeConnected({ get: (token) => container.get(token) }, ethereum, wcEvm, EVM_ADDRESS);
      container.get(ConnectionStore).set({ wcSessionTopic: 'topic-9' });

      const result = await container.get(DisconnectService).disconnect('eip155');

      expect(result).toEqual({ ok: true, namespaces: ['eip155'] });
      expect(container.get(ConnectionStore).get().wcSessionTopic).toBeUndefined();
      expect(container.get(AccountStore).account('eip155')).toEqual(initialAccountState());
    });

    it('SPEC §4: a wallet-connect connection without a live session topic clears its state without a call', async () => {
      const { t, service } = setup({ eip155: wcEvm });
      t.get(ConnectionStore).set({ wcSessionTopic: undefined });

      const result = await service.disconnect('eip155');

      expect(result.ok).toBe(true);
      expect(t.walletConnect.calls).toEqual([]);
      expect(t.get(ConnectionStore).get().wcUri).toBeUndefined();
    });

    it('SPEC §4: only the wallet-connect disconnect clears the SIWX sessions', async () => {
      const { t, service } = setup({ eip155: wcEvm });

      await service.disconnect('eip155');

      expect(t.get(SiwxStore).get().sessions).toEqual([]);
    });

    it('SPEC §4: an injected-only disconnect keeps the SIWX sessions and the wallet-connect session', async () => {
      const { t, service } = setup({ eip155: metamask });

      await service.disconnect('eip155');

      expect(t.get(SiwxStore).get().sessions).toEqual([session]);
      expect(t.walletConnect.calls).toEqual([]);
      expect(t.get(ConnectionStore).get().wcSessionTopic).toBe('topic-1');
    });

    it('SPEC §4: an auth (email/social) disconnect keeps the SIWX sessions', async () => {
      const { t, service } = setup({ eip155: authEvm });

      await service.disconnect('eip155');

      expect(t.get(SiwxStore).get().sessions).toEqual([session]);
    });
  });

  describe('SPEC §4, §7, §8: reporting success or error', () => {
    it('SPEC §4: success publishes DISCONNECT_SUCCESS with the namespaces', async () => {
      const { t, service } = setup({ eip155: metamask });

      await service.disconnect('eip155');

      expect(lastEvent(t)).toEqual({
        type: 'track',
        event: 'DISCONNECT_SUCCESS',
        properties: { namespaces: ['eip155'] },
      });
      expect(t.analytics.events()).toContain('DISCONNECT_SUCCESS');
      expect(t.get(SnackbarStore).get().open).toBe(false);
    });

    it('SPEC §8: a failing adapter shows "Failed to disconnect chain eip155: <cause>" and publishes DISCONNECT_ERROR', async () => {
      const { t, evm, service } = setup({ eip155: metamask });
      evm.failures.set('disconnect', new Error('User rejected the request'));

      const result = await service.disconnect('eip155');

      expect(result.ok).toBe(false);
      expect(t.get(SnackbarStore).get()).toMatchObject({
        open: true,
        variant: 'error',
        message: 'Failed to disconnect chain eip155: User rejected the request',
      });
      expect(lastEvent(t)).toEqual({
        type: 'track',
        event: 'DISCONNECT_ERROR',
        properties: { message: 'Failed to disconnect chain eip155: User rejected the request' },
      });
      expect(t.analytics.events()).toContain('DISCONNECT_ERROR');
      expect(t.analytics.events()).not.toContain('DISCONNECT_SUCCESS');
    });

    it('SPEC §4: after a failing adapter the state is still reset', async () => {
      const { t, evm, service } = setup({ eip155: metamask });
      evm.failures.set('disconnect', new Error('provider gone'));

      const result = await service.disconnect('eip155');

      expect(result).toMatchObject({ ok: false, namespaces: ['eip155'] });
      expect(t.get(AccountStore).account('eip155')).toEqual(initialAccountState());
      expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
      expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
      expect(t.core.getIsConnectedState()).toBe(false);
    });

    it('SPEC §8: a failing wallet-connect disconnect shows "Failed to disconnect" and still resets every namespace', async () => {
      const { t, service } = setup({ eip155: wcEvm, solana: wcSol });
      t.walletConnect.disconnectFailure = new Error('relay unreachable');

      const result = await service.disconnect('solana');

      expect(result.ok).toBe(false);
      expect(t.get(SnackbarStore).get()).toMatchObject({
        open: true,
        variant: 'error',
        message: 'Failed to disconnect',
      });
      expect(lastEvent(t)).toEqual({
        type: 'track',
        event: 'DISCONNECT_ERROR',
        properties: { message: 'Failed to disconnect' },
      });
      expect(t.get(AccountStore).account('eip155')).toEqual(initialAccountState());
      expect(t.get(AccountStore).account('solana')).toEqual(initialAccountState());
      expect(t.get(ConnectionStore).get().wcSessionTopic).toBeUndefined();
    });

    it('SPEC §8: when several chains fail, every error is returned and the first is shown', async () => {
      const { t, evm, sol, service } = setup({ eip155: metamask, solana: phantom });
      evm.failures.set('disconnect', new Error('evm down'));
      sol.failures.set('disconnect', new Error('sol down'));

      const result = await service.disconnect();

      expect(result.ok).toBe(false);
      expect(result.ok ? [] : result.errors.map((e) => e.shortMessage)).toEqual([
        'Failed to disconnect chain eip155: evm down',
        'Failed to disconnect chain solana: sol down',
      ]);
      expect(t.get(SnackbarStore).get().message).toBe('Failed to disconnect chain eip155: evm down');
    });
  });

  it('SPEC §4: core.disconnect delegates to the same use case', async () => {
    const { t, evm } = setup({ eip155: metamask });

    const result = await t.core.disconnect();

    expect(result).toEqual({ ok: true, namespaces: ['eip155'] });
    expect(evm.methodsCalled()).toEqual(['disconnect']);
  });

  describe('Hostile input §3: a namespace this site cannot hold a wallet in is an error, not { ok: true }', () => {
    it.each<[string, unknown]>([
      ['a namespace Keyport does not know', 'cosmos'],
      ['an empty string', ''],
      ['a number', 42],
      ['an object', { namespace: 'eip155' }],
    ])(
      'Hostile input §3: disconnect(%s) rejects with "Chain adapter not found"; nothing changes',
      async (_label, namespace) => {
        const { t, evm } = setup({ eip155: metamask });
        const eventBefore = t.core.getEvent();

        const refusal = t.core.disconnect(namespace as never);

        await expect(refusal).rejects.toMatchObject({
          code: 'CHAIN_ADAPTER_NOT_FOUND',
          shortMessage: 'Chain adapter not found',
        });
        expect(evm.methodsCalled()).toEqual([]);
        expect(t.get(AccountStore).account('eip155').status).toBe('connected');
        expect(t.get(ConnectionStore).get().wcSessionTopic).toBe('topic-1');
        expect(t.get(SiwxStore).get().sessions).toEqual([session]);
        expect(t.core.getEvent()).toBe(eventBefore);
      },
    );

    it('Hostile input §3: a known namespace with neither an adapter nor a network here is refused too', async () => {
      const t = createTestCore({
        adapters: [new FakeChainAdapter('eip155')],
        options: { networks: [ethereum] },
      });

      await expect(t.get(DisconnectService).disconnect('solana')).rejects.toThrow(
        'this site has no adapter and no network in that namespace',
      );
    });

    it('a site without adapters still disconnects the namespaces of its networks (WalletConnect)', async () => {
      const t = createTestCore({ adapters: [], options: { networks: [ethereum] } });
      arrangeConnected(t, ethereum, wcEvm, EVM_ADDRESS);

      await expect(t.get(DisconnectService).disconnect('eip155')).resolves.toEqual({
        ok: true,
        namespaces: ['eip155'],
      });
    });
  });
});
