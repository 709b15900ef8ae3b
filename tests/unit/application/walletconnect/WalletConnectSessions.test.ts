import { AccountStore } from '../../../../application/account/AccountStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { RouterStore } from '../../../../application/router/RouterStore';
import { DisconnectService } from '../../../../application/disconnect/DisconnectService';
import { type WalletConnectSession } from '../../../../application/ports/WalletConnectClient';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { WalletConnectProvider } from '../../../../infrastructure/walletconnect/WalletConnectProvider';
import { WalletConnectService } from '../../../../application/walletconnect/WalletConnectService';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { FakeWalletConnectClient } from '../../../fakes/FakeWalletConnectClient';
import { createTestCore, settleFully, type TestCore } from '../../../support/createTestCore';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const session: WalletConnectSession = {
  topic: 'session-topic',
  accounts: [`eip155:1:${ADDRESS}`, `eip155:42161:${ADDRESS}`],
  peer: { name: 'Harbor Wallet' },
  expiry: 1_800_000_000,
};

async function connected(setup: Parameters<typeof createTestCore>[0] = {}): Promise<TestCore> {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] }, ...setup });
  await t.get(WalletConnectService).pair();
  t.walletConnect.approve(session);
  await settleFully();
  return t;
}

function provider(t: TestCore): WalletConnectProvider {
  return t.get(ConnectorStore).connectedConnector('eip155')?.provider as WalletConnectProvider;
}

describe('WalletConnectSessions (sessions restored, followed and ended)', () => {
  it("the wallet's chain change reaches the provider's listeners as an EIP-1193 chainChanged", async () => {
    const t = await connected();
    const heard: unknown[] = [];
    provider(t).on('chainChanged', (chainId) => heard.push(chainId));

    t.walletConnect.events$.next({ type: 'chainChanged', topic: 'session-topic', chainId: 'eip155:42161' });
    // Events of another session are not this connection's business.
    t.walletConnect.events$.next({ type: 'chainChanged', topic: 'other', chainId: 'eip155:1' });

    expect(heard).toEqual(['0xa4b1']);
    expect(provider(t).currentChainId).toBe('eip155:42161');
  });

  it("the wallet's account change reaches the provider's listeners", async () => {
    const t = await connected();
    const heard: unknown[] = [];
    provider(t).on('accountsChanged', (accounts) => heard.push(accounts));
    const other = '0x2222222222222222222222222222222222222222';

    t.walletConnect.events$.next({
      type: 'accountsChanged',
      topic: 'session-topic',
      accounts: [`eip155:1:${other}`],
    });

    expect(heard).toEqual([[other]]);
  });

  it('session_delete from the wallet: the provider says disconnect, and Keyport does not try to end the session again', async () => {
    const t = await connected();
    const heard: unknown[] = [];
    provider(t).on('disconnect', (error) => heard.push(error));

    t.walletConnect.events$.next({ type: 'sessionDeleted', topic: 'session-topic' });
    expect(heard).toHaveLength(1);
    expect(t.get(ConnectionStore).get().wcSessionTopic).toBeUndefined();
    // The adapter turns the provider's disconnect into a port event; the follower then disconnects.
    t.adapters[0]?.events$.next({ type: 'disconnected', namespace: 'eip155' });
    await settleFully();

    expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
    expect(t.walletConnect.calls.filter((c) => c.method === 'disconnect')).toEqual([]);
    expect(t.analytics.events()).toContain('DISCONNECT_SUCCESS');
    expect(t.get(ConnectorStore).get().connectors).toContainEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    });
  });

  it("SPEC §4: Keyport's disconnect ends the session and the connector becomes the plain WalletConnect one", async () => {
    const t = await connected();
    const result = await t.get(DisconnectService).disconnect();

    expect(result.ok).toBe(true);
    expect(t.walletConnect.calls.filter((c) => c.method === 'disconnect')).toEqual([
      { method: 'disconnect', args: ['session-topic'] },
    ]);
    const tile = t
      .get(ConnectorStore)
      .get()
      .connectors.find((c) => c.id === 'walletConnect');
    expect(tile).toEqual({
      id: 'walletConnect',
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
    });
  });

  it('SPEC §8: a session that fails to end shows "Failed to disconnect" and still disconnects Keyport', async () => {
    const t = await connected();
    t.walletConnect.disconnectFailure = new Error('relay gone');
    const result = await t.get(DisconnectService).disconnect();

    expect(result.ok).toBe(false);
    expect(t.analytics.events()).toContain('DISCONNECT_ERROR');
    expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
  });

  describe('reload', () => {
    it('the stored session is restored silently through the adapter, on the stored network', async () => {
      const storage = new MemoryStorage();
      const first = await connected({ storage });
      expect(first.get(TypedStorage).read(connectedConnectorIdEntry('eip155'))).toBe('walletConnect');
      first.get(TypedStorage).write(KEYPORT_STORAGE.activeCaipNetworkId, 'eip155:42161');
      first.core.destroy();

      const kept = new FakeWalletConnectClient();
      kept.session = session;
      const second = createTestCore({
        options: { networks: [ethereum, arbitrum] },
        storage,
        walletConnectClient: kept,
      });
      await settleFully();

      expect(second.walletConnect.calls.map((c) => c.method)).toEqual(['restore']);
      expect(second.adapters[0]?.calls.find((c) => c.method === 'reconnect')?.args).toEqual([
        'walletConnect',
        'eip155:42161',
      ]);
      expect(second.get(AccountStore).account('eip155').status).toBe('connected');
      expect(second.get(ConnectionStore).get().wcSessionTopic).toBe('session-topic');
      expect(provider(second)).toBeInstanceOf(WalletConnectProvider);
      // SPEC §7, as AppKit: reported as a connection, marked as a reconnect, named after the wallet.
      expect(second.core.getEvent().data).toEqual({
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: { method: 'qrcode', name: 'Harbor Wallet', reconnect: true },
      });
    });

    it('SPEC §7: on a phone, the whole reload reads MODAL_CREATED, INITIALIZE, then CONNECT_SUCCESS with method mobile', async () => {
      const storage = new MemoryStorage();
      (await connected({ storage })).core.destroy();

      const kept = new FakeWalletConnectClient();
      kept.session = session;
      const seen: unknown[] = [];
      const second = createTestCore({
        options: { networks: [ethereum, arbitrum] },
        storage,
        walletConnectClient: kept,
        environment: new FakeEnvironment({ isMobile: true }),
        beforeStart: (core) => void core.subscribeEvents(({ data }) => seen.push(data.event)),
      });
      await settleFully();

      expect(seen.slice(1)).toEqual(['MODAL_CREATED', 'INITIALIZE', 'CONNECT_SUCCESS']);
      expect(second.core.getEvent().data.properties).toEqual({
        method: 'mobile',
        name: 'Harbor Wallet',
        reconnect: true,
      });
      expect(second.core.isOpen()).toBe(false);
    });

    it('a session the wallet ended meanwhile is forgotten', async () => {
      const storage = new MemoryStorage();
      const first = await connected({ storage });
      first.core.destroy();

      const second = createTestCore({ options: { networks: [ethereum, arbitrum] }, storage });
      await settleFully();

      expect(second.get(AccountStore).account('eip155').status).toBe('disconnected');
      expect(second.get(TypedStorage).read(connectedConnectorIdEntry('eip155'))).toBeUndefined();
    });

    it('without a WalletConnect client a stored session cannot come back', async () => {
      const storage = new MemoryStorage();
      const first = await connected({ storage });
      first.core.destroy();

      const second = createTestCore({
        options: { networks: [ethereum, arbitrum] },
        storage,
        walletConnect: false,
      });
      await settleFully();
      expect(second.get(AccountStore).account('eip155').status).toBe('disconnected');
    });
  });

  it('without an adapter for a session namespace, WalletConnect is not offered', () => {
    const t = createTestCore({ adapters: [new FakeChainAdapter('solana')] });
    expect(t.get(WalletConnectService).available).toBe(false);
    expect(t.get(ConnectorStore).get().connectors).toEqual([]);
  });

  describe('SPEC §2: a WalletConnect-only site (no chain adapters)', () => {
    async function walletConnectOnly(): Promise<TestCore> {
      const t = createTestCore({ adapters: [], options: { networks: [ethereum, arbitrum] } });
      await t.core.open();
      expect(t.get(RouterStore).current()).toEqual({ view: 'ConnectingWalletConnectBasic' });
      await t.get(WalletConnectService).pair();
      t.walletConnect.approve(session);
      await settleFully();
      return t;
    }

    it('the session alone connects the account, with the session as the provider', async () => {
      const t = await walletConnectOnly();
      expect(t.get(WalletConnectService).available).toBe(true);
      expect(t.get(AccountStore).account('eip155')).toMatchObject({
        status: 'connected',
        address: ADDRESS,
        caipAddress: `eip155:1:${ADDRESS}`,
      });
      expect(provider(t)).toBeInstanceOf(WalletConnectProvider);
    });

    it("the wallet's chain and account changes and its ending of the session reach the account", async () => {
      const t = await walletConnectOnly();
      t.walletConnect.events$.next({ type: 'chainChanged', topic: 'session-topic', chainId: 'eip155:42161' });
      await settleFully();
      expect(t.get(AccountStore).account('eip155').caipAddress).toBe(`eip155:42161:${ADDRESS}`);

      const other = '0x2222222222222222222222222222222222222222';
      t.walletConnect.events$.next({
        type: 'accountsChanged',
        topic: 'session-topic',
        accounts: [`eip155:42161:${other}`],
      });
      await settleFully();
      expect(t.get(AccountStore).account('eip155').address).toBe(other);

      t.walletConnect.events$.next({ type: 'sessionDeleted', topic: 'session-topic' });
      await settleFully();
      expect(t.get(AccountStore).account('eip155').status).toBe('disconnected');
    });

    it.each([
      ['shares no account on the approved chain', [`eip155:1:`]],
      ['approves none of the configured networks', [`eip155:10:${ADDRESS}`]],
    ])('a wallet that %s fails the pairing, and nothing connects', async (_, accounts) => {
      const t = createTestCore({ adapters: [], options: { networks: [ethereum] } });
      await t.get(WalletConnectService).pair();
      t.walletConnect.approve({ ...session, accounts: accounts as WalletConnectSession['accounts'] });
      await settleFully();
      expect(t.get(ConnectionStore).get().wcFailure).toEqual({
        status: 'failed',
        message: 'The wallet has not authorized this account or request',
      });
      expect(t.get(AccountStore).account('eip155').status).not.toBe('connected');
    });
  });
});
