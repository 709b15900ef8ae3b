import { AccountStore } from '../../../../application/account/AccountStore';
import { ConnectionService } from '../../../../application/connection/ConnectionService';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import { WALLET_ANNOUNCE_WAIT_MS } from '../../../../application/connection/SessionRestorer';
import { ConnectorStore } from '../../../../application/connector/ConnectorStore';
import { type ConnectedAccount } from '../../../../application/ports/ChainAdapter';
import { TypedStorage } from '../../../../application/storage/TypedStorage';
import { type ChainNamespace } from '../../../../domain/chain/ChainNamespace';
import { connectedConnectorIdEntry, KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { encodeStoredValue } from '../../../../domain/storage/StorageEntry';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { solanaMainnet } from '../../../fixtures/networks';
import { createTestCore } from '../../../support/createTestCore';
import {
  ADDRESS,
  arbitrumWithExplorer,
  deferred,
  ethereumWithExplorer,
  flush,
  metamask,
  recordEvents,
} from './connectionFixtures';

const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const phantom = { id: 'app.phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' } as const;

/** Storage as a visit that connected these wallets left it. */
function storageOfEarlierVisit(connectors: Partial<Record<ChainNamespace, string>>): MemoryStorage {
  const storage = new MemoryStorage();
  const namespaces = Object.keys(connectors) as ChainNamespace[];
  storage.setItem(
    KEYPORT_STORAGE.connectedNamespaces.key,
    encodeStoredValue(KEYPORT_STORAGE.connectedNamespaces, namespaces),
  );
  storage.setItem(
    KEYPORT_STORAGE.connectionStatus.key,
    encodeStoredValue(KEYPORT_STORAGE.connectionStatus, 'connected'),
  );
  for (const namespace of namespaces) {
    const entry = connectedConnectorIdEntry(namespace);
    storage.setItem(entry.key, encodeStoredValue(entry, connectors[namespace] as string));
  }
  return storage;
}

function reload(storage: MemoryStorage, adapters: readonly FakeChainAdapter[]) {
  return createTestCore({
    storage,
    adapters,
    options: { networks: [ethereumWithExplorer, arbitrumWithExplorer, solanaMainnet] },
  });
}

describe('ConnectionService.reconnect (SPEC §3 stored connection, §4 connection status)', () => {
  it('SPEC §4: an announced wallet is re-attached on the stored network: connected, with balance and identity', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const storage = storageOfEarlierVisit({ eip155: 'io.metamask' });
    const reattach = deferred<ConnectedAccount | undefined>();
    jest.spyOn(adapter, 'reconnect').mockReturnValue(reattach.promise);

    const t = reload(storage, [adapter]);
    const events = recordEvents(t);
    await flush();

    // REFERENCE §5: restoring reads `reconnecting` for the host, `connecting` for the account.
    expect(t.core.getAccount()?.status).toBe('reconnecting');
    expect(t.get(AccountStore).account('eip155').status).toBe('connecting');
    expect(adapter.reconnect).toHaveBeenCalledWith(metamask, ethereumWithExplorer);

    reattach.resolve(adapter.account);
    await flush();

    expect(t.core.getAccount()).toMatchObject({ status: 'connected', isConnected: true, address: ADDRESS });
    expect(t.get(ConnectionStore).get().reconnecting).toBe(false);
    expect(t.get(AccountStore).account('eip155')).toMatchObject({
      caipAddress: `eip155:1:${ADDRESS}`,
      connectedWalletInfo: { name: 'MetaMask', icon: metamask.imageUrl, type: 'ANNOUNCED' },
      balance: '1.5',
      balanceSymbol: 'ETH',
    });
    expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({ eip155: 'io.metamask' });
    expect(t.blockchainApi.callsOf('getIdentity')).toEqual([[ADDRESS, ADDRESS]]);
    // SPEC §7, as AppKit: the restored connection is reported once, marked as a reconnect;
    // the modal is left alone (no MODAL_OPEN, no MODAL_CLOSE).
    expect(events).toEqual(['CONNECT_SUCCESS']);
    expect(t.core.getEvent().data).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'MetaMask', reconnect: true },
    });
    expect(t.analytics.sent.find((payload) => payload.props.event === 'CONNECT_SUCCESS')?.props).toEqual({
      type: 'track',
      event: 'CONNECT_SUCCESS',
      address: ADDRESS,
      properties: { method: 'browser', name: 'MetaMask', reconnect: true },
    });
    expect(t.core.isOpen()).toBe(false);
  });

  it('SPEC §7: each wallet restored is one CONNECT_SUCCESS, whatever namespaces it serves; nothing for a wallet forgotten', async () => {
    const evm = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const solana = new FakeChainAdapter('solana', [phantom], SOL_ADDRESS);
    solana.reconnectAccount = { ...solana.account, chainId: solanaMainnet.id };
    const both = reload(storageOfEarlierVisit({ eip155: 'io.metamask', solana: 'app.phantom' }), [
      evm,
      solana,
    ]);
    const seen: unknown[] = [];
    both.core.subscribeEvents(({ data }) => seen.push([data.event, data.properties]));
    await flush();
    expect(seen.slice(1)).toEqual([
      ['CONNECT_SUCCESS', { method: 'browser', name: 'MetaMask', reconnect: true }],
      ['CONNECT_SUCCESS', { method: 'browser', name: 'Phantom', reconnect: true }],
    ]);

    // One wallet serving two namespaces (one connector id in each) is one wallet restored.
    const phantomEvm = { ...phantom, chain: 'eip155' } as const;
    const solanaToo = new FakeChainAdapter('solana', [phantom], SOL_ADDRESS);
    solanaToo.reconnectAccount = { ...solanaToo.account, chainId: solanaMainnet.id };
    const oneWallet = reload(storageOfEarlierVisit({ eip155: 'app.phantom', solana: 'app.phantom' }), [
      new FakeChainAdapter('eip155', [phantomEvm], ADDRESS),
      solanaToo,
    ]);
    const oneWalletEvents = recordEvents(oneWallet);
    await flush();
    expect(oneWallet.core.getAccount('solana')?.status).toBe('connected');
    expect(oneWalletEvents).toEqual(['CONNECT_SUCCESS']);

    const gone = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    gone.reconnectAccount = undefined;
    const forgotten = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [gone]);
    const events = recordEvents(forgotten);
    await flush();
    expect(events).toEqual([]);
  });

  it('REFERENCE §5: only the namespaces being restored read reconnecting, and only until each is done', async () => {
    const evm = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const solana = new FakeChainAdapter('solana', [], SOL_ADDRESS);
    const evmAnswer = deferred<ConnectedAccount | undefined>();
    jest.spyOn(evm, 'reconnect').mockReturnValue(evmAnswer.promise);

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask', solana: 'app.phantom' }), [evm, solana]);
    await flush();
    expect(t.core.getAccount('eip155')?.status).toBe('reconnecting');
    expect(t.core.getAccount('solana')?.status).toBe('reconnecting');

    evmAnswer.resolve(evm.account);
    await flush();
    expect(t.get(ConnectionStore).get().reconnecting).toBe(true);
    expect(t.core.getAccount('eip155')?.status).toBe('connected');
    expect(t.core.getAccount('solana')?.status).toBe('reconnecting');
    expect(t.core.getAccount('bip122')?.status).toBe('disconnected');

    t.clock.advance(WALLET_ANNOUNCE_WAIT_MS);
    await flush();
    expect(t.get(ConnectionStore).get().reconnecting).toBe(false);
    expect(t.core.getAccount('solana')?.status).toBe('disconnected');
  });

  it('SPEC §4: a wallet that announces itself late, within 2 s, is re-attached', async () => {
    const adapter = new FakeChainAdapter('eip155', [], ADDRESS);
    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);

    t.clock.advance(WALLET_ANNOUNCE_WAIT_MS - 1);
    await flush();
    expect(adapter.methodsCalled()).not.toContain('reconnect');
    expect(t.core.getAccount()?.status).toBe('reconnecting');
    adapter.connectors$.next([metamask]);
    await flush();

    expect(adapter.methodsCalled()).toContain('reconnect');
    expect(t.core.getAccount()).toMatchObject({ status: 'connected', address: ADDRESS });
  });

  it('SPEC §3: a wallet that has not announced itself after 2 s is forgotten', async () => {
    const adapter = new FakeChainAdapter('eip155', [], ADDRESS);
    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);

    t.clock.advance(WALLET_ANNOUNCE_WAIT_MS);
    await flush();

    expect(adapter.methodsCalled()).not.toContain('reconnect');
    expect(t.core.getAccount()).toMatchObject({ status: 'disconnected', isConnected: false });
    expect(t.get(ConnectionStore).get().reconnecting).toBe(false);
    expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
    expect(t.storage.getItem(KEYPORT_STORAGE.connectedNamespaces.key)).toBeNull();
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectionStatus)).toBe('disconnected');
    // A wallet announcing itself after that is not re-attached behind the visitor's back.
    adapter.connectors$.next([metamask]);
    await flush();
    expect(adapter.methodsCalled()).not.toContain('reconnect');
  });

  it('SPEC §3: forgetting a wallet whose namespaces another tab already cleared stores disconnected', async () => {
    const adapter = new FakeChainAdapter('eip155', [], ADDRESS);
    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);
    t.storage.removeItem(KEYPORT_STORAGE.connectedNamespaces.key);

    t.clock.advance(WALLET_ANNOUNCE_WAIT_MS);
    await flush();

    expect(t.storage.getItem(KEYPORT_STORAGE.connectedNamespaces.key)).toBeNull();
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectionStatus)).toBe('disconnected');
  });

  it('SPEC §3: a wallet that no longer knows the site (no account) is forgotten', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    adapter.reconnectAccount = undefined;

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);
    await flush();

    expect(adapter.methodsCalled()).toContain('reconnect');
    expect(t.core.getAccount()?.status).toBe('disconnected');
    expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({});
    expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
  });

  it('SPEC §3: a wallet that fails to re-attach is forgotten', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    adapter.failures.set('reconnect', new Error('provider gone'));

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);
    await flush();

    expect(t.core.getAccount()?.status).toBe('disconnected');
    expect(t.storage.getItem(connectedConnectorIdEntry('eip155').key)).toBeNull();
  });

  it('SPEC §3: each namespace is restored on its own; a forgotten one leaves the others stored', async () => {
    const evm = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const solana = new FakeChainAdapter('solana', [phantom], SOL_ADDRESS);
    solana.reconnectAccount = undefined;

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask', solana: 'app.phantom' }), [evm, solana]);
    await flush();

    expect(t.core.getAccount('eip155')?.status).toBe('connected');
    expect(t.core.getAccount('solana')?.status).toBe('disconnected');
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['eip155']);
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectionStatus)).toBe('connected');
    expect(t.storage.getItem(connectedConnectorIdEntry('solana').key)).toBeNull();
  });

  it('SPEC §3: a stored namespace whose adapter this page does not have is forgotten', async () => {
    const evm = new FakeChainAdapter('eip155', [metamask], ADDRESS);

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask', solana: 'app.phantom' }), [evm]);
    await flush();

    expect(t.core.getAccount('eip155')?.status).toBe('connected');
    expect(t.core.getAccount('solana')?.status).toBe('disconnected');
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['eip155']);
  });

  it('SPEC §3: a stored namespace without a connector id is left alone, and nothing is restored', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const storage = new MemoryStorage();
    storage.setItem(KEYPORT_STORAGE.connectedNamespaces.key, '["eip155"]');

    const t = reload(storage, [adapter]);
    await flush();

    expect(adapter.methodsCalled()).not.toContain('reconnect');
    expect(t.core.getAccount()?.status).toBe('disconnected');
    expect(t.get(ConnectionStore).get().reconnecting).toBe(false);
    expect(t.get(TypedStorage).read(KEYPORT_STORAGE.connectedNamespaces)).toEqual(['eip155']);
  });

  it('with nothing stored, no wallet is asked', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);

    const t = reload(new MemoryStorage(), [adapter]);
    await flush();

    expect(adapter.methodsCalled()).toEqual([]);
    expect(t.core.getAccount()?.status).toBe('disconnected');
  });

  it('SPEC §4: a wallet the visitor connects by hand while the stored one is awaited stands', async () => {
    const adapter = new FakeChainAdapter('eip155', [], ADDRESS);
    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);
    const browserWallet = {
      id: 'injected',
      name: 'Browser Wallet',
      type: 'INJECTED',
      chain: 'eip155',
    } as const;

    await t.get(ConnectionService).connectExternal(browserWallet);
    t.clock.advance(WALLET_ANNOUNCE_WAIT_MS);
    await flush();

    expect(t.core.getAccount()?.status).toBe('connected');
    expect(t.get(ConnectorStore).get().connectedConnectorIds).toEqual({ eip155: 'injected' });
    expect(t.get(TypedStorage).read(connectedConnectorIdEntry('eip155'))).toBe('injected');
  });

  it('SPEC §4: a restored wallet on another requested network makes it active', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    adapter.reconnectAccount = { ...adapter.account, chainId: 42161 };

    const t = reload(storageOfEarlierVisit({ eip155: 'io.metamask' }), [adapter]);
    await flush();

    expect(t.core.getCaipNetwork()).toEqual(arbitrumWithExplorer);
    expect(t.core.getAccount()?.caipAddress).toBe(`eip155:42161:${ADDRESS}`);
    expect(t.core.isOpen()).toBe(false);
  });
});

describe('REFERENCE §5 enableReconnect: false', () => {
  it('re-attaches neither the stored wallet nor a stored WalletConnect session when the page loads', async () => {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    jest.spyOn(adapter, 'reconnect');
    const t = createTestCore({
      storage: storageOfEarlierVisit({ eip155: 'io.metamask' }),
      adapters: [adapter],
      options: { networks: [ethereumWithExplorer], enableReconnect: false },
    });
    await flush();

    expect(adapter.reconnect).not.toHaveBeenCalled();
    expect(t.walletConnect.calls.map((call) => call.method)).not.toContain('restore');
    expect(t.core.getAccount()?.isConnected).not.toBe(true);
    expect(t.core.getState().initialized).toBe(true);
  });
});
