import { DEFAULT_ACCENT, MODAL_BACKGROUND } from '../../../../domain/theme/ModalColours';
import { KEYPORT_STORAGE } from '../../../../domain/storage/KeyportStorage';
import { WALLET_STORAGE } from '../../../../domain/storage/WalletStorage';
import { settleFully } from '../../../support/createTestCore';
import {
  createEmbeddedTestCore,
  EOA_ADDRESS,
  loggedInByEmail,
  SMART_ADDRESS,
} from '../../../support/embeddedWallet';

describe('SPEC §6 account types through the AUTH connector', () => {
  it('SPEC §6/§7: SET_PREFERRED_ACCOUNT moves the site to that account, keeps the choice and emits SET_PREFERRED_ACCOUNT_TYPE', async () => {
    const t = await loggedInByEmail();
    const login = await t.login();
    expect(t.core.getAccount()?.address).toBe(SMART_ADDRESS);

    await login.setAccountType('eoa');
    await settleFully();
    expect(t.service.requests('SET_PREFERRED_ACCOUNT')).toEqual([
      expect.objectContaining({ payload: { type: 'eoa' } }),
    ]);
    expect(t.core.getAccount()).toMatchObject({
      address: EOA_ADDRESS,
      embeddedWalletInfo: { accountType: 'eoa' },
    });
    expect(login.getState()).toMatchObject({ accountType: 'eoa', user: { address: EOA_ADDRESS } });
    expect(t.storage.getItem(WALLET_STORAGE.preferredAccountType.key)).toBe('"eoa"');
    expect(t.storage.getItem(KEYPORT_STORAGE.preferredAccountTypes.key)).toBe('{"eip155":"eoa"}');
    expect(t.core.getEvent().data).toEqual({
      type: 'track',
      event: 'SET_PREFERRED_ACCOUNT_TYPE',
      properties: { accountType: 'eoa', network: 'eip155:1' },
    });
    await t.core.destroy();
  });

  it('SPEC §4: a refusal falls back to eoa, without the event', async () => {
    const t = await loggedInByEmail();
    t.service.on('SET_PREFERRED_ACCOUNT', { error: 'Smart accounts are not enabled' });
    const login = await t.login();
    await expect(login.setAccountType('smartAccount')).resolves.toBeUndefined();
    await settleFully();
    expect(login.getState().accountType).toBe('eoa');
    expect(t.core.getAccount()).toMatchObject({
      address: EOA_ADDRESS,
      embeddedWalletInfo: { accountType: 'eoa' },
    });
    expect(t.storage.getItem(WALLET_STORAGE.preferredAccountType.key)).toBe('"eoa"');
    expect(t.core.getEvent().data.event).not.toBe('SET_PREFERRED_ACCOUNT_TYPE');
    await t.core.destroy();
  });

  it("SPEC §1: the login asks for the site's default account type, then for the visitor's last choice", async () => {
    const t = createEmbeddedTestCore({ options: { defaultAccountTypes: { eip155: 'eoa' } } });
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    await login.verifyCode('1');
    expect(t.service.requests('GET_USER')[0]?.payload).toEqual({ chainId: 1, preferredAccountType: 'eoa' });
    await login.setAccountType('smartAccount');
    await t.core.disconnect();
    t.clock.advance(30_000);
    await login.connectEmail('ada@example.com');
    await login.verifyCode('2');
    expect(t.service.requests('GET_USER')[1]?.payload).toEqual({
      chainId: 1,
      preferredAccountType: 'smartAccount',
    });
    await t.core.destroy();
  });
});

describe('SPEC §6 the networks with smart accounts', () => {
  it('SPEC §3/§6: asked once the frame is ready, kept in the login, the chain state and storage (a comma list)', async () => {
    const t = await loggedInByEmail();
    const login = await t.login();
    expect(t.service.requests('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toHaveLength(1);
    expect(t.service.requests('SYNC_DAPP_DATA')).toEqual([
      expect.objectContaining({
        payload: { projectId: 'test-project', sdkType: 'appkit', sdkVersion: 'react-core-1.7.4' },
      }),
    ]);
    expect(login.getState().smartAccountNetworks).toEqual([1, 8453]);
    expect(t.storage.getItem(WALLET_STORAGE.smartAccountEnabledNetworks.key)).toBe('"1,8453"');
    expect(t.storage.getItem(WALLET_STORAGE.smartAccountEnabled.key)).toBe('true');
    const { ChainStore } = await import('../../../../application/chain/ChainStore');
    expect(t.get(ChainStore).networkState('eip155')?.smartAccountEnabledNetworks).toEqual([1, 8453]);
    await t.core.destroy();
  });

  it('SPEC §4: a refusal leaves none', async () => {
    const t = createEmbeddedTestCore();
    t.service.on('GET_SMART_ACCOUNT_ENABLED_NETWORKS', { error: 'nope' });
    const login = await t.login();
    await t.withReadyFrame(login.connectEmail('ada@example.com'));
    await settleFully();
    expect(login.getState().smartAccountNetworks).toEqual([]);
    expect(t.storage.getItem(WALLET_STORAGE.smartAccountEnabledNetworks.key)).toBe('""');
    expect(t.storage.getItem(WALLET_STORAGE.smartAccountEnabled.key)).toBe('false');
    await t.core.destroy();
  });
});

describe('SPEC §3 the theme reaches the frame', () => {
  it('SPEC §3: SYNC_THEME (with the derived w3mThemeVariables) once ready, and again whenever the theme changes', async () => {
    const t = await loggedInByEmail();
    const derived = (mode: 'light' | 'dark', accent = DEFAULT_ACCENT) => ({
      '--w3m-accent': accent,
      '--w3m-background': MODAL_BACKGROUND[mode],
    });
    expect(t.service.requests('SYNC_THEME').map((request) => request.payload)).toEqual([
      { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: derived('dark') },
    ]);
    t.core.setThemeMode('light');
    t.core.setThemeVariables({ '--w3m-accent': '#ff0000' });
    await settleFully();
    expect(t.service.requests('SYNC_THEME').map((request) => request.payload)).toEqual([
      { themeMode: 'dark', themeVariables: {}, w3mThemeVariables: derived('dark') },
      { themeMode: 'light', themeVariables: {}, w3mThemeVariables: derived('light') },
      {
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#ff0000' },
        w3mThemeVariables: derived('light', '#ff0000'),
      },
    ]);
    await t.core.destroy();
  });

  it('SPEC §4: a theme change before the visitor picks email or social loads no frame', async () => {
    const t = createEmbeddedTestCore();
    await t.login();
    t.core.setThemeMode('light');
    await settleFully();
    expect(t.frame.loads).toEqual([]);
    await t.core.destroy();
  });
});
