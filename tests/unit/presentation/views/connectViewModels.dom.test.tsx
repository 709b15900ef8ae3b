/**
 * @jest-environment jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { type ReactNode } from 'react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type ConnectedAccount } from '../../../../application/ports/ChainAdapter';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { UserRejectedRequestError } from '../../../../domain/errors/WalletRequestErrors';
import { type KeyportApp } from '../support/presentationApp';
import { KeyportContext } from '../../../../presentation/react/KeyportAppContext';
import { useAllWallets } from '../../../../presentation/views/connect/useAllWallets';
import { useConnectingExternal } from '../../../../presentation/views/connect/useConnectingExternal';
import { walletRoute } from '../../../../presentation/views/connect/walletRoute';
import { useNetworkList } from '../../../../presentation/views/networks/useNetworkList';
import { useWalletConnectPairing } from '../../../../presentation/views/walletconnect/useWalletConnectPairing';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { ADDRESS, deferred, metamask } from '../../application/connection/connectionFixtures';
import { generatedWallets, ScriptedWalletRegistry } from '../../application/wallets/walletFixtures';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestApp, destroyTestApps, flushFully } from '../support/presentationApp';

afterEach(destroyTestApps);

function inApp(app: KeyportApp) {
  return ({ children }: { readonly children: ReactNode }) => (
    <KeyportContext.Provider value={app.core}>{children}</KeyportContext.Provider>
  );
}

const connected: ConnectedAccount = {
  address: ADDRESS,
  chainId: 1,
  accounts: [{ address: ADDRESS, type: 'eoa' }],
};

describe('useConnectingExternal: the ConnectingExternal view model (SPEC §4 connection status)', () => {
  function setUp() {
    const adapter = new FakeChainAdapter('eip155', [metamask], ADDRESS);
    const testApp = createTestApp({ adapters: [adapter], options: { networks: [ethereum] } });
    return { ...testApp, adapter };
  }

  it('asks the wallet once as it is shown, the connector named and imaged from getConnectors', async () => {
    const { app, adapter } = setUp();
    const answer = deferred<ConnectedAccount>();
    const connect = jest.spyOn(adapter, 'connect').mockReturnValue(answer.promise);

    const { result } = renderHook(() => useConnectingExternal('io.metamask', 'eip155'), {
      wrapper: inApp(app),
    });
    await flushFully();

    expect(connect).toHaveBeenCalledTimes(1);
    expect(result.current.attempt).toEqual({ status: 'connecting' });
    expect(result.current.connector).toMatchObject({ name: 'MetaMask', imageUrl: metamask.imageUrl });
  });

  it('SPEC §4: a refusal is declined (not a failure); Retry asks again and the wallet connects', async () => {
    const { app, adapter, get } = setUp();
    adapter.failures.set('connect', Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { result } = renderHook(() => useConnectingExternal('io.metamask', undefined), {
      wrapper: inApp(app),
    });
    await flushFully();
    expect(result.current.attempt).toEqual({ status: 'declined' });

    adapter.failures.delete('connect');
    act(() => result.current.retry());
    expect(result.current.attempt).toEqual({ status: 'connecting' });
    await flushFully();

    expect(get(AccountStore).account('eip155').status).toBe('connected');
  });

  it('SPEC §8: another failure is failed with its text', async () => {
    const { app, adapter } = setUp();
    adapter.failures.set('connect', new Error('The extension crashed'));

    const { result } = renderHook(() => useConnectingExternal('io.metamask', undefined), {
      wrapper: inApp(app),
    });
    await flushFully();

    expect(result.current.attempt).toEqual({ status: 'failed', message: 'The extension crashed' });
  });

  it('SPEC §4: unmounted, it stops waiting (the account no longer reads connecting) and keeps no answer', async () => {
    const { app, adapter, get } = setUp();
    const answer = deferred<ConnectedAccount>();
    jest.spyOn(adapter, 'connect').mockReturnValue(answer.promise);
    const { unmount } = renderHook(() => useConnectingExternal('io.metamask', undefined), {
      wrapper: inApp(app),
    });
    await flushFully();

    unmount();
    expect(get(AccountStore).account('eip155').status).toBe('disconnected');
    answer.resolve(connected);
    await flushFully();

    expect(get(AccountStore).account('eip155').status).toBe('connected');
  });
});

describe('useWalletConnectPairing: the pairing a WalletConnect view shows (SPEC §4)', () => {
  const proposals = (testApp: ReturnType<typeof createTestApp>) =>
    testApp.walletConnect.calls.filter((call) => call.method === 'propose').length;

  it('pairs while shown, renewing the uri before it expires; unmounted, it renews no more', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] } });
    const { result, unmount } = renderHook(() => useWalletConnectPairing('Test', undefined), {
      wrapper: inApp(testApp.app),
    });
    await flushFully();
    const first = result.current.uri;

    await act(async () => testApp.clock.advance(TIMING_MS.pairingLifetime - TIMING_MS.pairingExpiryMargin));
    await flushFully();
    expect(result.current.uri).not.toBe(first);
    unmount();
    testApp.clock.advance(TIMING_MS.pairingLifetime);
    await flushFully();

    expect(first).toMatch(/^wc:/);
    expect(proposals(testApp)).toBe(2);
  });

  it('a declined pairing is the pairing state; retry clears it with a fresh uri', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] } });
    const { result } = renderHook(() => useWalletConnectPairing('Test', undefined), {
      wrapper: inApp(testApp.app),
    });
    await flushFully();
    testApp.walletConnect.reject(new UserRejectedRequestError());
    await flushFully();
    expect(result.current.failure).toEqual({ status: 'declined' });

    act(() => result.current.retry());
    await flushFully();

    expect(result.current.failure).toBeUndefined();
    expect(result.current.uri).toMatch(/^wc:/);
  });

  it('without WalletConnect it is not available and starts nothing', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] }, walletConnect: false });
    const { result } = renderHook(() => useWalletConnectPairing('Test', undefined), {
      wrapper: inApp(testApp.app),
    });
    await flushFully();

    expect(result.current.available).toBe(false);
    expect(proposals(testApp)).toBe(0);
  });
});

describe('useNetworkList: the network list model (SPEC §4 switching)', () => {
  it('marks the network being switched to while the wallet answers, then goes back', async () => {
    const adapter = new FakeChainAdapter('eip155');
    const testApp = createTestApp({ adapters: [adapter], options: { networks: [ethereum, arbitrum] } });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
    await act(async () => {
      await testApp.core.open({ view: 'Networks' });
    });
    const answer = deferred<void>();
    jest.spyOn(adapter, 'switchNetwork').mockReturnValue(answer.promise);
    const { result } = renderHook(() => useNetworkList(), { wrapper: inApp(testApp.app) });
    expect(result.current.activeId).toBe('eip155:1');

    act(() => void result.current.choose(arbitrum));
    expect(result.current.switching).toBe('eip155:42161');
    await act(async () => answer.resolve());
    await flushFully();

    expect(result.current).toMatchObject({ activeId: 'eip155:42161', switching: undefined });
    expect(testApp.core.isOpen()).toBe(false);
  });

  it("SPEC §8: a wallet's refusal is said in the snackbar, and the list stays on the active network", async () => {
    const adapter = new FakeChainAdapter('eip155');
    const testApp = createTestApp({ adapters: [adapter], options: { networks: [ethereum, arbitrum] } });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
    await act(async () => {
      await testApp.core.open({ view: 'Networks' });
    });
    adapter.failures.set('switchNetwork', new UserRejectedRequestError());
    const { result } = renderHook(() => useNetworkList(), { wrapper: inApp(testApp.app) });

    await act(async () => result.current.choose(arbitrum));

    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      open: true,
      message: 'User rejected the request.',
    });
    expect(result.current).toMatchObject({ activeId: 'eip155:1', switching: undefined });
    expect(testApp.core.isOpen()).toBe(true);
  });
});

describe('useAllWallets: the AllWallets view model (REFERENCE §7)', () => {
  it('holds the search as typed (shown at once) and asks the explorer once typing paused', async () => {
    const registry = new ScriptedWalletRegistry(generatedWallets(60));
    const testApp = createTestApp({ options: { networks: [ethereum] }, walletRegistry: registry });
    const { result } = renderHook(() => useAllWallets(), { wrapper: inApp(testApp.app) });
    await flushFully();
    expect(result.current.status).toBe('40 wallets listed');

    act(() => result.current.typed('Wallet 5'));
    expect(result.current.search).toBe('Wallet 5');
    expect(registry.queries.some((query) => query.search !== undefined)).toBe(false);
    await act(async () => testApp.clock.advance(300));
    await flushFully();

    expect(registry.queries.at(-1)).toMatchObject({ search: 'Wallet 5' });
    expect(result.current.list.wallets.map((wallet) => wallet.id)).toContain('w5');
  });
});

describe('walletRoute: where a choice of wallet leads (REFERENCE §7)', () => {
  it('an installed wallet to its connecting view with the name it was picked by (its title), another to its pairing or to where to get it', () => {
    expect(
      walletRoute({ via: 'browser', connectorId: 'io.metamask', namespace: 'eip155' }, 'MetaMask'),
    ).toEqual({
      view: 'ConnectingExternal',
      data: { connectorId: 'io.metamask', namespace: 'eip155', walletName: 'MetaMask' },
    });
    expect(walletRoute({ via: 'walletConnect', walletId: 'rainbow' }, 'Rainbow')).toEqual({
      view: 'ConnectingWalletConnect',
      data: { walletId: 'rainbow' },
    });
    expect(walletRoute({ via: 'walletConnect', walletId: undefined }, 'WalletConnect')).toEqual({
      view: 'ConnectingWalletConnect',
    });
    expect(walletRoute({ via: 'notInstalled', walletId: 'zerion' }, 'Zerion')).toEqual({
      view: 'ConnectingExternal',
      data: { walletId: 'zerion', notInstalled: true },
    });
  });
});
