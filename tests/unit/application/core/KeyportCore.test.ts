import { ContainerModule, type interfaces } from 'inversify';
import { Subscription } from 'rxjs';
import { AccountStore } from '../../../../application/account/AccountStore';
import { accountViewFeature } from '../../../../application/account-view/accountViewFeature';
import { AccountViewService } from '../../../../application/account-view/AccountViewService';
import { type KeyportFeature } from '../../../../application/features/KeyportFeature';
import { AlertService } from '../../../../application/alerts/AlertService';
import { buildKeyportContainer } from '../../../../application/core/createKeyportCore';
import { Keyport, type PublicState } from '../../../../application/instance/Keyport';
import { StartupService } from '../../../../application/core/StartupService';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { Analytics } from '../../../../application/ports/Analytics';
import { BlockchainApi } from '../../../../application/ports/BlockchainApi';
import { Clock } from '../../../../application/ports/Clock';
import { Environment } from '../../../../application/ports/Environment';
import { Storage } from '../../../../application/ports/Storage';
import { WalletRegistry } from '../../../../application/ports/WalletRegistry';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type PublicAccount } from '../../../../domain/account/PublicAccount';
import { SNACKBAR_ERROR_READING_MS } from '../../../../domain/constants/timing';
import { ALERTS, type Alert } from '../../../../domain/errors/Alerts';
import { type KeyportEvent } from '../../../../domain/events/KeyportEvent';
import { setNamespaceLoading } from '../../../../domain/modal/ModalState';
import { type ThemeState } from '../../../../application/theme/ThemeStore';
import { MemoryStorage } from '../../../../infrastructure/storage/MemoryStorage';
import { FakeBlockchainApi } from '../../../fakes/FakeBlockchainApi';
import { FakeClock } from '../../../fakes/FakeClock';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { FakeWalletRegistry } from '../../../fakes/FakeWalletRegistry';
import { RecordingAnalytics } from '../../../fakes/RecordingAnalytics';
import { arbitrum, ethereum, solanaMainnet } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, settleFully } from '../../../support/createTestCore';

const EVM_ADDRESS = '0x1111111111111111111111111111111111111111';
const SOL_ADDRESS = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const metamask = aConnector('eip155', 'ANNOUNCED', 'io.metamask', 'MetaMask');
const emailWallet = aConnector('eip155', 'AUTH', 'ID_AUTH', 'Email');

const DISCONNECTED_ACCOUNT: PublicAccount = {
  allAccounts: [],
  caipAddress: undefined,
  address: undefined,
  isConnected: false,
  status: 'disconnected',
  embeddedWalletInfo: undefined,
};

/** A core built on fakes but not started, as `createKeyportCore` holds it before `initialize()`. */
function unstartedCore(): { core: Keyport; get<T>(token: interfaces.ServiceIdentifier<T>): T } {
  const container = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
    new ContainerModule((bind) => {
      bind(Clock).toConstantValue(new FakeClock());
      bind(Storage).toConstantValue(new MemoryStorage());
      bind(Analytics).toConstantValue(new RecordingAnalytics());
      bind(Environment).toConstantValue(new FakeEnvironment());
      bind(BlockchainApi).toConstantValue(new FakeBlockchainApi());
      bind(WalletRegistry).toConstantValue(new FakeWalletRegistry([]));
    }),
  ]);
  return { core: container.get(Keyport), get: (token) => container.get(token) };
}

describe('Keyport (REFERENCE §5: the host API)', () => {
  describe('REFERENCE §5 getState/subscribeState (SPEC §2, §4)', () => {
    it('REFERENCE §5: getState gives open, loading, selectedNetworkId, activeChain and initialized', () => {
      const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });

      expect(t.core.getState()).toEqual<PublicState>({
        open: false,
        loading: false,
        selectedNetworkId: 'eip155:1',
        activeChain: 'eip155',
        initialized: true,
      });
    });

    it('REFERENCE §5: a core is not initialized before it is started, and starts only once', () => {
      const { core, get } = unstartedCore();
      const start = jest.spyOn(get(StartupService), 'start');

      expect(core.getState()).toMatchObject({
        initialized: false,
        activeChain: undefined,
        selectedNetworkId: undefined,
      });
      core.initialize();
      core.initialize();

      expect(core.getState()).toMatchObject({ initialized: true, activeChain: 'eip155' });
      expect(start).toHaveBeenCalledTimes(1);
    });

    it('SPEC §4: subscribeState calls back at once, then on open, loading and network changes', async () => {
      const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });
      const seen: PublicState[] = [];

      t.core.subscribeState((state) => seen.push(state));
      await t.core.open();
      t.get(ModalStore).update((state) => setNamespaceLoading(state, 'eip155', true));
      await t.core.switchNetwork(arbitrum);

      expect(seen).toEqual([
        {
          open: false,
          loading: false,
          selectedNetworkId: 'eip155:1',
          activeChain: 'eip155',
          initialized: true,
        },
        {
          open: true,
          loading: false,
          selectedNetworkId: 'eip155:1',
          activeChain: 'eip155',
          initialized: true,
        },
        {
          open: true,
          loading: true,
          selectedNetworkId: 'eip155:1',
          activeChain: 'eip155',
          initialized: true,
        },
        {
          open: true,
          loading: true,
          selectedNetworkId: 'eip155:42161',
          activeChain: 'eip155',
          initialized: true,
        },
      ]);
    });

    it('REFERENCE §5: subscribeState does not call back when nothing it shows changed', () => {
      const t = createTestCore();
      const seen: PublicState[] = [];
      t.core.subscribeState((state) => seen.push(state));

      t.get(ModalStore).set({ shake: true });
      t.core.setThemeMode('light');

      expect(seen).toHaveLength(1);
    });

    it('REFERENCE §5: the unsubscribe function of subscribeState really stops the callbacks', async () => {
      const t = createTestCore();
      const seen: PublicState[] = [];

      const unsubscribe = t.core.subscribeState((state) => seen.push(state));
      unsubscribe();
      await t.core.open();

      expect(seen).toHaveLength(1);
      expect(t.core.getState().open).toBe(true);
    });
  });

  describe('SPEC §2, §4: open, close, isOpen', () => {
    it('SPEC §2: open opens on the start view and close closes', async () => {
      const t = createTestCore();

      await t.core.open({ view: 'Account' });
      expect(t.core.isOpen()).toBe(true);

      await t.core.close();
      expect(t.core.isOpen()).toBe(false);
      expect(t.core.getEvent().data).toEqual({
        type: 'track',
        event: 'MODAL_CLOSE',
        properties: { connected: false },
      });
    });

    it('SPEC §2, §4: the host closes a view it opened that is not available (RegisterAccountName): nothing waits on it', async () => {
      const t = createTestCore();
      await t.core.open({ view: 'RegisterAccountName' });

      await t.core.close();
      expect(t.core.isOpen()).toBe(false);
    });

    it('SPEC §4: on ApproveTransaction the host closes only with force', async () => {
      const t = createTestCore();
      await t.core.open({ view: 'ApproveTransaction' });

      await t.core.close();
      expect(t.core.isOpen()).toBe(true);
      await t.core.close({ force: true });
      expect(t.core.isOpen()).toBe(false);
    });
  });

  describe('REFERENCE §5 getAccount/subscribeAccount (SPEC §3 account hook)', () => {
    it('SPEC §3: a disconnected account has the REFERENCE §5 shape', () => {
      const t = createTestCore();

      expect(t.core.getAccount()).toEqual(DISCONNECTED_ACCOUNT);
      expect(t.core.getIsConnectedState()).toBe(false);
    });

    it('SPEC §3: a connected account gives allAccounts, caipAddress, address, isConnected and status', () => {
      const t = createTestCore();
      arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);

      expect(t.core.getAccount()).toEqual<PublicAccount>({
        allAccounts: [{ namespace: 'eip155', address: EVM_ADDRESS, type: 'eoa' }],
        caipAddress: `eip155:1:${EVM_ADDRESS}`,
        address: EVM_ADDRESS,
        isConnected: true,
        status: 'connected',
        embeddedWalletInfo: undefined,
      });
      expect(t.core.getIsConnectedState()).toBe(true);
    });

    it('SPEC §3: an email/social wallet adds embeddedWalletInfo, authProvider defaulting to email', () => {
      const t = createTestCore();
      arrangeConnected(t, ethereum, emailWallet, EVM_ADDRESS);
      t.get(AccountStore).patchAccount('eip155', {
        user: { email: 'visitor@shop.example', username: null },
        preferredAccountTypes: { eip155: 'smartAccount' },
        smartAccountDeployed: true,
      });

      expect(t.core.getAccount()?.embeddedWalletInfo).toEqual({
        user: { email: 'visitor@shop.example', username: null, accounts: undefined },
        authProvider: 'email',
        accountType: 'smartAccount',
        isSmartAccountDeployed: true,
      });

      t.get(AccountStore).patchAccount('eip155', { socialProvider: 'github' });
      expect(t.core.getAccount()?.embeddedWalletInfo?.authProvider).toBe('github');
    });

    it('SPEC §3: getAccount(namespace) reads that namespace, not the active one', () => {
      const t = createTestCore({ options: { networks: [ethereum, solanaMainnet] } });
      arrangeConnected(t, solanaMainnet, aConnector('solana', 'ANNOUNCED', 'app.phantom'), SOL_ADDRESS);

      expect(t.core.getAccount('solana')?.address).toBe(SOL_ADDRESS);
      expect(t.core.getAccount()).toEqual(DISCONNECTED_ACCOUNT);
      expect(t.core.getIsConnectedState()).toBe(false);
    });

    it('REFERENCE §5: there is no account before the core has an active namespace', () => {
      const { core } = unstartedCore();

      expect(core.getAccount()).toBeUndefined();
      expect(core.getIsConnectedState()).toBe(false);
    });

    it('SPEC §3: subscribeAccount calls back at once and on each change the host can see', () => {
      const t = createTestCore();
      const seen: (PublicAccount | undefined)[] = [];

      t.core.subscribeAccount((account) => seen.push(account));
      t.get(AccountStore).patchAccount('eip155', { balance: '1.5' });
      arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);

      expect(seen.map((a) => [a?.status, a?.address])).toEqual([
        ['disconnected', undefined],
        ['connected', EVM_ADDRESS],
      ]);
    });

    it('SPEC §3: subscribeAccount(callback, namespace) follows that namespace', () => {
      const t = createTestCore({ options: { networks: [ethereum, solanaMainnet] } });
      const seen: (string | undefined)[] = [];

      t.core.subscribeAccount((account) => seen.push(account?.address), 'solana');
      arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);
      arrangeConnected(t, solanaMainnet, aConnector('solana', 'ANNOUNCED', 'app.phantom'), SOL_ADDRESS);

      expect(seen).toEqual([undefined, SOL_ADDRESS]);
    });

    it('REFERENCE §5: the unsubscribe function of subscribeAccount really stops the callbacks', () => {
      const t = createTestCore();
      const seen: (PublicAccount | undefined)[] = [];

      const unsubscribe = t.core.subscribeAccount((account) => seen.push(account));
      unsubscribe();
      arrangeConnected(t, ethereum, metamask, EVM_ADDRESS);

      expect(seen).toEqual([DISCONNECTED_ACCOUNT]);
    });
  });

  describe('REFERENCE §5 networks: getCaipNetwork(s), getChainId', () => {
    it('SPEC §3: gives the active network, every configured network and the active chain id', async () => {
      const t = createTestCore({ options: { networks: [ethereum, arbitrum, solanaMainnet] } });

      expect(t.core.getCaipNetwork()).toEqual(ethereum);
      expect(t.core.getCaipNetworks()).toEqual([ethereum, arbitrum, solanaMainnet]);
      expect(t.core.getChainId()).toBe(1);

      await t.core.switchNetwork(solanaMainnet);

      expect(t.core.getCaipNetwork()).toEqual(solanaMainnet);
      expect(t.core.getChainId()).toBe('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
    });

    it('REFERENCE §5: no network and no chain id before the core is started', () => {
      const { core } = unstartedCore();

      expect(core.getCaipNetwork()).toBeUndefined();
      expect(core.getChainId()).toBeUndefined();
      expect(core.getCaipNetworks()).toEqual([]);
    });
  });

  describe('REFERENCE §5 subscribeEvents/getEvent (SPEC §7)', () => {
    it('SPEC §7: getEvent gives the last event with its timestamp', async () => {
      const t = createTestCore();
      t.clock.advance(2_500);

      await t.core.open();

      expect(t.core.getEvent()).toEqual<KeyportEvent>({
        timestamp: t.clock.now(),
        data: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
      });
    });

    it('SPEC §7: subscribeEvents calls back with the last event, then each new one, even a repeat', async () => {
      const t = createTestCore();
      const seen: string[] = [];

      t.core.subscribeEvents((event) => seen.push(event.data.event));
      await t.core.open();
      await t.core.close();
      await t.core.open();

      expect(seen).toEqual(['INITIALIZE', 'MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN']);
    });

    it('REFERENCE §5: the unsubscribe function of subscribeEvents really stops the callbacks', async () => {
      const t = createTestCore();
      const seen: string[] = [];

      const unsubscribe = t.core.subscribeEvents((event) => seen.push(event.data.event));
      unsubscribe();
      await t.core.open();

      expect(seen).toEqual(['INITIALIZE']);
    });
  });

  describe('REFERENCE §5 theme (SPEC §3 theme mode light or dark)', () => {
    it('SPEC §3: setThemeMode changes the mode getThemeMode and subscribeTheme report', () => {
      const t = createTestCore();
      const seen: ThemeState[] = [];

      const unsubscribe = t.core.subscribeTheme((theme) => seen.push(theme));
      t.core.setThemeMode('light');
      unsubscribe();
      t.core.setThemeMode('dark');

      expect(seen.map((theme) => theme.themeMode)).toEqual(['dark', 'light']);
      expect(t.core.getThemeMode()).toBe('dark');
    });

    it('SPEC §5: a theme mode other than light or dark throws and leaves the theme as it was', () => {
      const t = createTestCore({ options: { themeMode: 'light' } });

      expect(() => t.core.setThemeMode('blue' as never)).toThrow(
        'Theme mode must be "light" or "dark", got "blue"',
      );
      expect(t.core.getThemeMode()).toBe('light');
    });

    it('SPEC §3: setThemeVariables merges into the current variables', () => {
      const t = createTestCore({ options: { themeVariables: { '--w3m-accent': '#000000' } } });

      t.core.setThemeVariables({ '--w3m-z-index': 10 });

      expect(t.core.getThemeVariables()).toEqual({ '--w3m-accent': '#000000', '--w3m-z-index': 10 });
    });
  });

  describe('REFERENCE §5 showErrorMessage/showSuccessMessage (SPEC §4 snackbar)', () => {
    it('SPEC §4: showErrorMessage shows an error snackbar with the exact text', () => {
      const t = createTestCore();

      t.core.showErrorMessage('Token Balance Unavailable');

      expect(t.get(SnackbarStore).get()).toEqual({
        open: true,
        message: 'Token Balance Unavailable',
        variant: 'error',
        autoClose: true,
      });
    });

    it('SPEC §4: showSuccessMessage while a message is open shows the new one after 150 ms', () => {
      const t = createTestCore();
      t.core.showErrorMessage('Failed to fetch transactions');
      // An error is left up long enough to be read before anything replaces it.
      t.clock.advance(SNACKBAR_ERROR_READING_MS);

      t.core.showSuccessMessage('Address copied');
      expect(t.get(SnackbarStore).get().open).toBe(false);

      t.clock.advance(150);
      expect(t.get(SnackbarStore).get()).toMatchObject({
        open: true,
        message: 'Address copied',
        variant: 'success',
      });
    });
  });

  describe('SPEC §8 alerts', () => {
    it('SPEC §8: getAlerts and subscribeAlerts report the raised alerts until unsubscribed', () => {
      const t = createTestCore();
      const seen: (readonly Alert[])[] = [];

      const unsubscribe = t.core.subscribeAlerts((alerts) => seen.push(alerts));
      t.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED);
      unsubscribe();
      t.get(AlertService).raise(ALERTS.SESSION_EXPIRED);

      expect(seen).toEqual([[], [ALERTS.ORIGIN_NOT_ALLOWED]]);
      expect(t.core.getAlerts().map((a) => a.title)).toEqual([
        'Invalid App Configuration',
        'Session Expired',
      ]);
    });
  });

  describe('ARCHITECTURE "The container and the core": destroy', () => {
    it('destroy ends the snackbar and its timers', async () => {
      const t = createTestCore();
      t.core.showErrorMessage('Failed to disconnect');
      t.core.showSuccessMessage('Copied');

      t.core.destroy();
      t.clock.advance(10_000);
      await settle();

      expect(t.get(SnackbarStore).get().open).toBe(false);
    });
  });
});

describe('Keyport.pairWalletConnect (a headless core pairs by WalletConnect)', () => {
  it('resolves with the pairing uri; the wallet approving connects the core', async () => {
    const t = createTestCore();
    const uri = await t.core.pairWalletConnect();
    expect(uri).toBe('wc:fake1@2?relay-protocol=irn&symKey=00');

    t.walletConnect.approve({
      topic: 'topic-1',
      accounts: ['eip155:1:0x1111111111111111111111111111111111111111'],
      peer: { name: 'Harbor Wallet' },
      expiry: 1_800_000_000,
    });
    await settleFully();
    expect(t.core.getIsConnectedState()).toBe(true);
  });

  it('destroy() lets go of the WalletConnect relay connection', async () => {
    const t = createTestCore();
    await t.core.destroy();
    expect(t.walletConnect.calls).toContainEqual({ method: 'close', args: [] });
  });

  it('SPEC §8: without WalletConnect (no client) it rejects with "WalletConnectConnector not found"', async () => {
    const t = createTestCore({ walletConnect: false });
    await expect(t.core.pairWalletConnect()).rejects.toThrow('WalletConnectConnector not found');
  });

  it('a relay that cannot be reached rejects with its text', async () => {
    const t = createTestCore();
    jest.spyOn(t.walletConnect, 'propose').mockRejectedValueOnce(new Error('Relay unreachable'));
    await expect(t.core.pairWalletConnect()).rejects.toThrow('Relay unreachable');
  });
});

describe('Keyport.enable (ARCHITECTURE "The container and the core": features load with the view that needs them)', () => {
  const started: string[] = [];
  const feature: KeyportFeature = {
    name: 'probe',
    module: new ContainerModule((bind) => bind('probe-value').toConstantValue(42)),
    start: (container) => {
      started.push(String(container.get('probe-value')));
      return new Subscription(() => started.push('ended'));
    },
  };

  it('loads the feature into the core once, starts it once, and ends it on destroy', async () => {
    started.length = 0;
    const { core, get } = unstartedCore();
    core.initialize();
    expect(() => get('probe-value')).toThrow();

    core.enable(feature);
    core.enable(feature);
    expect(get('probe-value')).toBe(42);
    expect(started).toEqual(['42']);

    await core.destroy();
    expect(started).toEqual(['42', 'ended']);
  });

  it('a core has no Account view tabs until the view enables them', () => {
    const { core, get } = unstartedCore();
    core.initialize();
    expect(() => get(AccountViewService)).toThrow();
    core.enable(accountViewFeature);
    expect(get(AccountViewService)).toBe(get(AccountViewService));
  });
});
