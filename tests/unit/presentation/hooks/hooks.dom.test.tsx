/**
 * @jest-environment jsdom
 */
import '../../../support/jsdomTextEncoding';
import { act, renderHook, type RenderHookResult } from '@testing-library/react';
import { type ReactNode } from 'react';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { AccountStore } from '../../../../application/account/AccountStore';
import { createAppKit, resetAppKit } from '../../../../presentation/app/createAppKit';
import { useAppKit } from '../../../../presentation/hooks/useAppKit';
import { useAppKitAccount } from '../../../../presentation/hooks/useAppKitAccount';
import { useAppKitEvents } from '../../../../presentation/hooks/useAppKitEvents';
import { useAppKitNetwork } from '../../../../presentation/hooks/useAppKitNetwork';
import { useAppKitProvider } from '../../../../presentation/hooks/useAppKitProvider';
import { useAppKitState } from '../../../../presentation/hooks/useAppKitState';
import { useAppKitTheme } from '../../../../presentation/hooks/useAppKitTheme';
import { useDisconnect } from '../../../../presentation/hooks/useDisconnect';
import { useWalletInfo } from '../../../../presentation/hooks/useWalletInfo';
import { KeyportProvider } from '../../../../presentation/react/KeyportProvider';
import { arbitrum as viemArbitrum, mainnet as viemMainnet } from 'viem/chains';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestApp, destroyTestApps } from '../support/presentationApp';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';
const rabbyProvider = { request: jest.fn() };
const rabby = {
  id: 'io.rabby',
  name: 'Rabby',
  type: 'ANNOUNCED' as const,
  chain: 'eip155' as const,
  imageUrl: 'data:rabby',
  provider: rabbyProvider,
};

afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

let provided: ReturnType<typeof createTestApp> | undefined;

/** A test instance the hooks below read through a KeyportProvider. */
function providedTestApp(): ReturnType<typeof createTestApp> {
  provided = createTestApp({ options: { networks: [ethereum, arbitrum] } });
  return provided;
}

/** Renders `hook` under a KeyportProvider holding the last `providedTestApp()`. */
function renderProvided<T>(hook: () => T): RenderHookResult<T, unknown> {
  const keyport = provided?.core;
  if (keyport === undefined) throw new Error('call providedTestApp() first');
  const wrapper = ({ children }: { readonly children: ReactNode }) => (
    <KeyportProvider keyport={keyport}>{children}</KeyportProvider>
  );
  return renderHook(hook, { wrapper });
}

const HOOKS: readonly [string, () => unknown][] = [
  ['useAppKit', () => useAppKit()],
  ['useAppKitAccount', () => useAppKitAccount()],
  ['useAppKitNetwork', () => useAppKitNetwork()],
  ['useAppKitState', () => useAppKitState()],
  ['useAppKitTheme', () => useAppKitTheme()],
  ['useAppKitEvents', () => useAppKitEvents()],
  ['useDisconnect', () => useDisconnect()],
  ['useWalletInfo', () => useWalletInfo()],
  ['useAppKitProvider', () => useAppKitProvider('eip155')],
];

describe('hooks before createAppKit (SPEC §1)', () => {
  it.each(HOOKS)('%s throws "Please call createAppKit before using %s"', (name, hook) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(hook)).toThrow(`Please call createAppKit before using ${name}`);
  });
});

describe('hooks after createAppKit (REFERENCE §5 shapes, values update)', () => {
  it('work once createAppKit made the page Keyport, and throw again after it is reset', () => {
    createAppKit({ projectId: 'p', networks: [ethereum] });
    const { result, unmount } = renderHook(() => useAppKitState());
    expect(result.current).toMatchObject({ open: false, selectedNetworkId: 'eip155:1', initialized: true });
    unmount();
    act(() => resetAppKit());
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAppKitState())).toThrow(
      'Please call createAppKit before using useAppKitState',
    );
  });

  it('useAppKit opens and closes; useAppKitState follows', async () => {
    const { get } = providedTestApp();
    const { result } = renderProvided(() => ({ modal: useAppKit(), state: useAppKitState() }));
    await act(() => result.current.modal.open({ view: 'Networks' }));
    expect(result.current.state.open).toBe(true);
    expect(get(ModalStore).get().open).toBe(true);
    await act(() => result.current.modal.close());
    expect(result.current.state.open).toBe(false);
  });

  it('useAppKitAccount follows the connection', () => {
    const testApp = providedTestApp();
    const { result } = renderProvided(() => useAppKitAccount());
    expect(result.current).toMatchObject({ isConnected: false, status: 'disconnected', address: undefined });
    act(() => arrangeConnected(testApp, ethereum, rabby, ADDRESS));
    expect(result.current).toMatchObject({
      isConnected: true,
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:1:${ADDRESS}`,
    });
  });

  it('useAppKitNetwork follows switches made through it', async () => {
    providedTestApp();
    const { result } = renderProvided(() => useAppKitNetwork());
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:1', chainId: 1 });
    await act(async () => {
      await result.current.switchNetwork(arbitrum);
    });
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:42161', chainId: 42161 });
  });

  it("useAppKitNetwork with viem's chains (AppKit drop-in): Keyport's shape, and switches to viem's chain", async () => {
    provided = createTestApp({ options: { networks: [viemMainnet, viemArbitrum] } });
    const { result } = renderProvided(() => useAppKitNetwork());
    expect(result.current.caipNetwork).toMatchObject({
      id: 1,
      chainNamespace: 'eip155',
      caipNetworkId: 'eip155:1',
      name: viemMainnet.name,
    });
    await act(async () => {
      await result.current.switchNetwork(viemArbitrum);
    });
    expect(result.current).toMatchObject({ caipNetworkId: 'eip155:42161', chainId: 42161 });
    expect(result.current.caipNetwork?.chainNamespace).toBe('eip155');
  });

  it('useAppKitTheme reads and sets the theme', () => {
    providedTestApp();
    const { result } = renderProvided(() => useAppKitTheme());
    expect(result.current.themeMode).toBe('dark');
    act(() => result.current.setThemeMode('light'));
    act(() => result.current.setThemeVariables({ '--w3m-accent': '#123456' }));
    expect(result.current.themeMode).toBe('light');
    expect(result.current.themeVariables).toEqual({ '--w3m-accent': '#123456' });
  });

  it('useAppKitEvents gives the last event', async () => {
    const { app } = providedTestApp();
    const { result } = renderProvided(() => useAppKitEvents());
    await act(() => app.core.open());
    expect(result.current.data.event).toBe('MODAL_OPEN');
  });

  it('useWalletInfo and useAppKitProvider give the connected wallet', () => {
    const testApp = providedTestApp();
    const { result } = renderProvided(() => ({
      info: useWalletInfo(),
      provider: useAppKitProvider('eip155'),
    }));
    expect(result.current.info.walletInfo).toBeUndefined();
    expect(result.current.provider.walletProvider).toBeUndefined();
    act(() => {
      arrangeConnected(testApp, ethereum, rabby, ADDRESS);
      testApp
        .get(AccountStore)
        .patchAccount('eip155', { connectedWalletInfo: { name: 'Rabby', icon: 'data:rabby' } });
    });
    expect(result.current.info.walletInfo).toEqual({ name: 'Rabby', icon: 'data:rabby' });
    expect(result.current.provider).toEqual({
      walletProvider: rabbyProvider,
      walletProviderType: 'ANNOUNCED',
    });
  });

  it('useDisconnect disconnects', async () => {
    const testApp = providedTestApp();
    act(() => arrangeConnected(testApp, ethereum, rabby, ADDRESS));
    const { result } = renderProvided(() => ({ account: useAppKitAccount(), disconnect: useDisconnect() }));
    await act(async () => {
      await result.current.disconnect.disconnect();
    });
    expect(result.current.account.isConnected).toBe(false);
  });
});
