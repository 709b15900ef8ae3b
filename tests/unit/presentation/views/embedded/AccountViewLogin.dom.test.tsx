/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { type EmbeddedLoginState } from '../../../../../application/embedded/EmbeddedLogin';
import { type ConnectorType } from '../../../../../domain/connector/Connector';
import { currentView } from '../../../../../domain/router/RouterState';
import { AccountView } from '../../../../../presentation/views/account/AccountView';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import { ethereum, sepolia } from '../../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../../support/arrangeConnection';
import { accessibilityViolations, renderWithLogin, createLoginTestApp } from '../../support/embeddedLogin';
import { destroyTestApps, flush } from '../../support/presentationApp';

afterEach(destroyTestApps);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

const EMAIL_LOGIN: Partial<EmbeddedLoginState> = {
  frame: 'ready',
  email: 'visitor@example.com',
  authProvider: 'email',
  accountType: 'smartAccount',
  smartAccountNetworks: [1],
};

/** An account connected through `type` (AUTH: the embedded wallet) on `network`, with `state` as the login's. */
async function showAccount(
  state: Partial<EmbeddedLoginState>,
  type: ConnectorType = 'AUTH',
  network = ethereum,
) {
  const login = new ScriptedEmbeddedLogin();
  login.setState(state);
  const testApp = createLoginTestApp({ options: { networks: [ethereum, sepolia], defaultNetwork: network } });
  arrangeConnected(
    testApp,
    network,
    aConnector('eip155', type, type === 'AUTH' ? 'embedded' : 'io.rabby'),
    ADDRESS,
  );
  const rendered = renderWithLogin(<AccountView />, testApp.app, login);
  await flush();
  return { ...testApp, ...rendered, login };
}

describe('Account view of an embedded-wallet login (SPEC §3 embeddedWalletInfo, §6 account types)', () => {
  it('an email login: the address it logged in with, the account type in use, and "Sign out" for its disconnect', async () => {
    await showAccount(EMAIL_LOGIN);
    const identity = screen.getByTestId('login-identity');
    expect(identity.textContent).toBe(
      'Logged in with Emailvisitor@example.comAccount type: Smart accountSmart account',
    );
    // Read as one phrase; seen as a chip.
    expect(screen.getByTestId('account-type').querySelector('.kp-visually-hidden')?.textContent).toBe(
      'Account type: Smart account',
    );
    expect(screen.getByTestId('disconnect-button').textContent).toBe('Sign out');
  });

  it('SPEC §4 email update: "Update email" opens UpdateEmailWallet, for email logins only', async () => {
    const { get } = await showAccount(EMAIL_LOGIN);
    fireEvent.click(screen.getByRole('button', { name: 'Update email' }));
    expect(currentView(get(RouterStore).get()).view).toBe('UpdateEmailWallet');
  });

  it('a social login: its provider with its mark, the user name it answered, and no "Update email"', async () => {
    await showAccount({ ...EMAIL_LOGIN, authProvider: 'github', userName: 'octo-visitor', email: undefined });
    const identity = screen.getByTestId('login-identity');
    expect(identity.textContent).toContain('Logged in with GitHub');
    expect(identity.textContent).toContain('octo-visitor');
    expect(identity.querySelector('svg[data-provider="github"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Update email' })).toBeNull();
  });

  it('SPEC §6: where smart accounts exist on the active network, a switch sets the account type (SET_PREFERRED_ACCOUNT)', async () => {
    const { login } = await showAccount(EMAIL_LOGIN);
    const toggle = screen.getByRole('switch', { name: 'Use a smart account' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    fireEvent.click(toggle);
    expect(login.waiting('setAccountType')).toEqual([['eoa']]);
    expect(toggle.getAttribute('aria-disabled')).toBe('true');
    // A second press while it runs asks nothing more.
    fireEvent.click(toggle);
    expect(login.waiting('setAccountType')).toHaveLength(1);

    await act(async () => {
      login.setState({ accountType: 'eoa' });
      login.resolve('setAccountType');
    });
    await flush();
    expect(toggle.checked).toBe(false);
    expect(screen.getByTestId('account-type').textContent).toBe('Account type: EOAEOA');
    expect(toggle.getAttribute('aria-disabled')).toBe('false');
  });

  it('SPEC §4: a refused switch is said in the snackbar; the account type shown stays the one in use', async () => {
    const { login, get } = await showAccount({ ...EMAIL_LOGIN, accountType: 'eoa' });
    fireEvent.click(screen.getByRole('switch', { name: 'Use a smart account' }));
    expect(login.waiting('setAccountType')).toEqual([['smartAccount']]);
    await act(async () =>
      login.reject('setAccountType', new Error('This application might not support Smart Accounts')),
    );
    await flush();
    expect(get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: 'This application might not support Smart Accounts',
    });
    expect((screen.getByRole('switch') as HTMLInputElement).checked).toBe(false);
  });

  it('SPEC §6 "Smart accounts are enabled only on listed networks": no switch on another network', async () => {
    await showAccount(EMAIL_LOGIN, 'AUTH', sepolia);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('account-type').textContent).toContain('Smart account');
  });

  it('a wallet connection shows none of it, says "Disconnect", and never loads the embedded wallet', async () => {
    const { login } = await showAccount(EMAIL_LOGIN, 'ANNOUNCED');
    expect(screen.queryByTestId('login-details')).toBeNull();
    expect(screen.getByTestId('disconnect-button').textContent).toBe('Disconnect');
    expect(login.loads).toBe(0);
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks', async () => {
    const { container } = await showAccount(EMAIL_LOGIN);
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
