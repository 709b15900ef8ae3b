import { AccountStore } from '../../../../application/account/AccountStore';
import { ConnectionStore } from '../../../../application/connection/ConnectionStore';
import {
  getAccountSummary,
  getEvent,
  getPickedWallet,
  getState,
  getTheme,
  getWalletInfo,
  getWalletProvider,
  reportModalError,
  watchAccountSummary,
  watchEvents,
  watchState,
  watchTheme,
  watchWalletInfo,
  watchWalletProvider,
} from '../../../../application/instance/actions';
import { PickedWallets } from '../../../../application/wallets/PickedWallets';
import { arbitrum, ethereum } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle } from '../../../support/createTestCore';

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';
const rabbyProvider = { request: jest.fn() };
const rabby = { ...aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), provider: rabbyProvider };

describe('Keyport instance: the reads the shell is built on, as get/watch pairs', () => {
  it('REFERENCE §5 getState: the public state, one object until it changes; watchState reports changes only', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum, arbitrum] } });
    const before = getState(core);
    expect(before).toEqual({
      open: false,
      loading: false,
      selectedNetworkId: 'eip155:1',
      activeChain: 'eip155',
      initialized: true,
    });
    expect(getState(core)).toBe(before);
    const seen: [boolean, boolean][] = [];
    const unwatch = watchState(core, { onChange: (now, previous) => seen.push([now.open, previous.open]) });
    expect(seen).toEqual([]);
    await core.open();
    expect(seen).toEqual([[true, false]]);
    expect(getState(core)).not.toBe(before);
    expect(getState(core)).toBe(getState(core));
    unwatch();
    await core.close();
    expect(seen).toEqual([[true, false]]);
  });

  it('SPEC §3 getTheme and watchTheme follow the theme the host sets', () => {
    const { core } = createTestCore({ options: { networks: [ethereum], themeMode: 'light' } });
    expect(getTheme(core)).toEqual({ themeMode: 'light', themeVariables: {} });
    const modes: string[] = [];
    const unwatch = watchTheme(core, { onChange: ({ themeMode }) => modes.push(themeMode) });
    core.setThemeMode('dark');
    core.setThemeVariables({ '--w3m-accent': '#0a7' });
    expect(modes).toEqual(['dark', 'dark']);
    expect(getTheme(core)).toEqual({ themeMode: 'dark', themeVariables: { '--w3m-accent': '#0a7' } });
    unwatch();
  });

  it('SPEC §7 getEvent and watchEvents give each new event', async () => {
    const { core } = createTestCore({ options: { networks: [ethereum] } });
    expect(getEvent(core).data.event).toBe('INITIALIZE');
    const events: string[] = [];
    const unwatch = watchEvents(core, { onChange: ({ data }) => events.push(data.event) });
    await core.open();
    await core.close();
    expect(events).toEqual(['MODAL_OPEN', 'MODAL_CLOSE']);
    unwatch();
  });

  it("REFERENCE §5 getWalletInfo and getWalletProvider: the connected wallet's info and provider, per namespace", () => {
    const testCore = createTestCore({ options: { networks: [ethereum] } });
    const { core } = testCore;
    const infos: unknown[] = [];
    const providers: unknown[] = [];
    const unwatchInfo = watchWalletInfo(core, { onChange: (info) => infos.push(info) });
    const unwatchProvider = watchWalletProvider(core, {
      namespace: 'eip155',
      onChange: ({ walletProvider }) => providers.push(walletProvider),
    });
    expect(getWalletInfo(core)).toBeUndefined();
    expect(getWalletProvider(core, { namespace: 'eip155' })).toEqual({
      walletProvider: undefined,
      walletProviderType: undefined,
    });
    arrangeConnected(testCore, ethereum, rabby, ADDRESS);
    testCore.get(AccountStore).patchAccount('eip155', { connectedWalletInfo: { name: 'Rabby' } });
    expect(getWalletInfo(core)).toEqual({ name: 'Rabby' });
    expect(getWalletInfo(core, { namespace: 'solana' })).toBeUndefined();
    const provider = getWalletProvider(core, { namespace: 'eip155' });
    expect(provider).toEqual({ walletProvider: rabbyProvider, walletProviderType: 'ANNOUNCED' });
    expect(getWalletProvider(core, { namespace: 'eip155' })).toBe(provider);
    expect(infos).toEqual([{ name: 'Rabby' }]);
    expect(providers).toEqual([rabbyProvider]);
    unwatchInfo();
    unwatchProvider();
  });

  it('getAccountSummary: connecting (a restore too), then connected with balance and name', () => {
    const testCore = createTestCore({ options: { networks: [ethereum] } });
    const { core } = testCore;
    expect(getAccountSummary(core)).toMatchObject({ isConnected: false, isConnecting: false });
    const seen: string[] = [];
    const unwatch = watchAccountSummary(core, {
      onChange: (now) =>
        seen.push(
          now.isConnected ? `connected ${now.balance ?? '-'}` : now.isConnecting ? 'connecting' : 'none',
        ),
    });
    testCore.get(ConnectionStore).set({ reconnecting: true });
    expect(getAccountSummary(core).isConnecting).toBe(true);
    testCore.get(ConnectionStore).set({ reconnecting: false });
    arrangeConnected(testCore, ethereum, rabby, ADDRESS);
    testCore
      .get(AccountStore)
      .patchAccount('eip155', { balance: '1.5', balanceSymbol: 'ETH', profileName: 'vitalik.eth' });
    const summary = getAccountSummary(core);
    expect(summary).toMatchObject({
      address: ADDRESS,
      isConnected: true,
      isConnecting: false,
      balance: '1.5',
      balanceSymbol: 'ETH',
      profileName: 'vitalik.eth',
    });
    expect(summary.profileImage).toBeUndefined();
    expect(getAccountSummary(core)).toBe(summary);
    expect(getAccountSummary(core, { namespace: 'solana' }).isConnected).toBe(false);
    expect(seen).toEqual(['connecting', 'none', 'connected -', 'connected 1.5']);
    unwatch();
  });

  it('getPickedWallet: a wallet picked from a list, as the list showed it', () => {
    const testCore = createTestCore({ options: { networks: [ethereum] } });
    expect(getPickedWallet(testCore.core, { walletId: 'w1' })).toBeUndefined();
    const wallet = { id: 'w1', name: 'Wallet One' };
    testCore.get(PickedWallets).remember(wallet as never, 'https://example.com/w1.png');
    expect(getPickedWallet(testCore.core, { walletId: 'w1' })).toEqual({
      wallet,
      imageUrl: 'https://example.com/w1.png',
    });
  });

  it('reportModalError tells the host (MODAL_ERROR), never analytics; a destroyed instance stays silent', async () => {
    const { core, analytics } = createTestCore({ options: { networks: [ethereum] } });
    reportModalError(core, { view: 'Account', error: new Error('broken row') });
    await settle();
    expect(getEvent(core).data).toMatchObject({
      event: 'MODAL_ERROR',
      properties: { view: 'Account', errorMessage: 'broken row' },
    });
    expect(analytics.events()).not.toContain('MODAL_ERROR');
    await core.destroy();
    expect(() => reportModalError(core, { view: 'Connect', error: new Error('late') })).not.toThrow();
    expect(getEvent(core).data.properties).toMatchObject({ view: 'Account' });
  });
});
