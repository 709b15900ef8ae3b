/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { currentView } from '../../../../../domain/router/RouterState';
import { type Connector } from '../../../../../domain/connector/Connector';
import { type KeyportOptions } from '../../../../../domain/options/KeyportOptions';
import { ConnectView } from '../../../../../presentation/views/connect/ConnectView';
import { FakeChainAdapter } from '../../../../fakes/FakeChainAdapter';
import { FakeEnvironment } from '../../../../fakes/FakeEnvironment';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import { ethereum } from '../../../../fixtures/networks';
import { ScriptedWalletRegistry, wallet } from '../../../application/wallets/walletFixtures';
import {
  accessibilityViolations,
  FakePopup,
  renderWithLogin,
  spyOnWindowOpen,
  createLoginTestApp,
} from '../../support/embeddedLogin';
import { destroyTestApps, flush } from '../../support/presentationApp';

afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

const metamask: Connector = {
  id: 'io.metamask',
  name: 'MetaMask',
  type: 'ANNOUNCED',
  chain: 'eip155',
  imageUrl: 'data:image/svg+xml,mm',
  info: { rdns: 'io.metamask' },
  installed: true,
};

function setUp(
  options: Partial<KeyportOptions> = {},
  { connectors = [], environment }: { connectors?: readonly Connector[]; environment?: FakeEnvironment } = {},
) {
  const login = new ScriptedEmbeddedLogin();
  const testApp = createLoginTestApp({
    options: { networks: [ethereum], ...options },
    adapters: [new FakeChainAdapter('eip155', connectors)],
    walletRegistry: new ScriptedWalletRegistry([wallet('rainbow'), wallet('trust')]),
    ...(environment === undefined ? {} : { environment }),
  });
  return { ...testApp, login };
}

/** The Connect view's sections, top to bottom. */
function sectionOrder(): string[] {
  const view = screen.getByTestId('view-Connect');
  return Array.from(
    view.querySelectorAll(
      '[data-testid="email-login"], [data-testid="social-logins"], ul[aria-label="Wallets"], [data-testid="continue-with-wallet"]',
    ),
  ).map((section) => section.getAttribute('data-testid') ?? 'wallets');
}

/** The buttons of the social logins' group, in order. */
function socialButtons(): HTMLElement[] {
  return within(screen.getByRole('group', { name: 'Social logins' })).getAllByRole('button');
}

const current = (get: ReturnType<typeof setUp>['get']) => currentView(get(RouterStore).get());

describe('Connect view: the order of the connect methods (SPEC §2)', () => {
  it('SPEC §2: email, social, wallet when no installed wallet is listed', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['email-login', 'social-logins', 'wallets']);
  });

  it('SPEC §2: wallet, email, social when an installed (announced) wallet is listed', async () => {
    const { app, login } = setUp({}, { connectors: [metamask] });
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['wallets', 'email-login', 'social-logins']);
  });

  it("SPEC §2: the host's connectMethodsOrder wins, even with an installed wallet", async () => {
    const { app, login } = setUp(
      { features: { connectMethodsOrder: ['social', 'wallet', 'email'] } },
      { connectors: [metamask] },
    );
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['social-logins', 'wallets', 'email-login']);
  });

  it('SPEC §2 "only methods that can work": without an embedded wallet only the wallets are offered, and nothing of it loads', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, undefined);
    await flush();
    expect(sectionOrder()).toEqual(['wallets']);
    expect(login.loads).toBe(0);
  });

  it('SPEC §1 features.email and features.socials switch their sections off', async () => {
    const { app, login } = setUp({ features: { email: false } });
    const { unmount } = renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['social-logins', 'wallets']);
    unmount();

    const other = setUp({ features: { socials: false } });
    renderWithLogin(<ConnectView />, other.app, other.login);
    await flush();
    expect(sectionOrder()).toEqual(['email-login', 'wallets']);
  });

  it('nothing of the embedded wallet loads before the visitor picks email or social', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(login.loads).toBe(0);
    expect(login.calls).toEqual([]);
  });
});

describe('Connect view: the wallet list behind a button', () => {
  it('features.emailShowWallets false: "Continue with a wallet" stands for the list, and opens it in place with focus on its first wallet', async () => {
    const { app, login } = setUp({ features: { emailShowWallets: false } });
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['email-login', 'social-logins', 'continue-with-wallet']);
    const button = screen.getByRole('button', { name: 'Continue with a wallet' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    await flush();
    expect(sectionOrder()).toEqual(['email-login', 'social-logins', 'wallets']);
    const list = screen.getByRole('list', { name: 'Wallets' });
    expect(document.activeElement).toBe(within(list).getAllByRole('button')[0]);
  });

  it('features.collapseWallets collapses the list beside social login even with email off', async () => {
    const { app, login } = setUp({ features: { collapseWallets: true, email: false } });
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(sectionOrder()).toEqual(['social-logins', 'continue-with-wallet']);
  });

  it('with neither email nor social to offer, the list is never collapsed: it is the only way in', async () => {
    const { app } = setUp({ features: { collapseWallets: true, emailShowWallets: false } });
    renderWithLogin(<ConnectView />, app, undefined);
    await flush();
    expect(sectionOrder()).toEqual(['wallets']);
  });
});

describe('Connect view: social buttons (SPEC §1 features.socials, §5 Telegram)', () => {
  it('the first social is a wide button with its name, the others marks in a row, each named "Continue with …"', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    const buttons = socialButtons();
    expect(buttons.map((button) => button.getAttribute('data-testid'))).toEqual([
      'social-google',
      'social-x',
      'social-discord',
      'social-farcaster',
      'social-github',
      'social-apple',
      'social-facebook',
    ]);
    expect(buttons[0]?.textContent).toBe('Continue with Google');
    expect(buttons.slice(1).map((button) => button.textContent)).toEqual(['', '', '', '', '', '']);
    expect(screen.getByRole('button', { name: 'Continue with GitHub' })).toBe(buttons[4]);
    // Each carries the provider's own mark.
    expect(buttons.map((button) => button.querySelector('svg')?.getAttribute('data-provider'))).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ]);
  });

  it('two socials are both wide buttons, in the host order', async () => {
    const { app, login } = setUp({ features: { socials: ['github', 'discord'] } });
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    expect(socialButtons().map((button) => button.textContent)).toEqual([
      'Continue with GitHub',
      'Continue with Discord',
    ]);
  });

  it.each([
    ['ios', ['x', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['mac', ['google', 'discord', 'farcaster', 'github', 'apple', 'facebook']],
    ['android', ['google', 'discord', 'farcaster', 'github', 'apple']],
  ] as const)(
    'SPEC §5: inside Telegram on %s the providers that cannot finish there are left out',
    async (os, shown) => {
      const { app, login } = setUp({}, { environment: new FakeEnvironment({ isTelegram: true, os }) });
      renderWithLogin(<ConnectView />, app, login);
      await flush();
      expect(socialButtons().map((button) => button.getAttribute('data-testid'))).toEqual(
        shown.map((provider) => `social-${provider}`),
      );
    },
  );

  it('REFERENCE §4: a social click opens the login window at once, in the click, before anything is awaited; then ConnectingSocial follows the login', async () => {
    const { app, login, get } = setUp();
    const popup = new FakePopup();
    const open = spyOnWindowOpen(popup);
    renderWithLogin(<ConnectView />, app, login);
    await flush();

    fireEvent.click(screen.getByTestId('social-google'));
    // Synchronously, in the click: the window, and the view that follows it.
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.slice(0, 2)).toEqual(['', 'keyport-social']);
    expect(open.mock.calls[0]?.[2]).toMatch(/width=\d+,height=\d+/);
    expect(current(get)).toEqual({
      view: 'ConnectingSocial',
      data: { provider: 'google', walletName: 'Google' },
    });
    expect(login.waiting('connectSocial')).toEqual([]);

    await flush();
    expect(login.waiting('connectSocial')).toEqual([['google']]);
    // The login drives the window it was given, by the web-link rule.
    login.socialWindows[0]?.navigate('https://accounts.example/login');
    expect(popup.location.href).toBe('https://accounts.example/login');
    expect(() => login.socialWindows[0]?.navigate('javascript:alert(1)')).toThrow();
  });

  it('Farcaster has its own view, with no window', async () => {
    const { app, login, get } = setUp();
    const open = spyOnWindowOpen();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    fireEvent.click(screen.getByTestId('social-farcaster'));
    expect(current(get).view).toBe('ConnectingFarcaster');
    expect(open).not.toHaveBeenCalled();
  });
});

describe('Connect view: email login (SPEC §4 email connect, §5 valid emails)', () => {
  async function typeEmail(value: string) {
    const input = screen.getByLabelText('Email');
    fireEvent.change(input, { target: { value } });
    await act(async () => {
      fireEvent.submit(input.closest('form') as HTMLFormElement);
    });
    return input;
  }

  it('SPEC §5: an address that is not one is refused under the field, focus goes back to it, and nothing is sent', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    const input = await typeEmail('visitor@example');
    expect(screen.getByTestId('email-message').textContent).toBe('Enter a valid email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(login.loads).toBe(0);

    // Checked as the visitor types from then on.
    fireEvent.change(input, { target: { value: 'visitor@example.com' } });
    expect(screen.getByTestId('email-message').textContent).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });

  it('SPEC §5: leaving the field with a wrong address shows the problem; leaving it empty does not', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    const input = screen.getByLabelText('Email');
    fireEvent.blur(input);
    expect(screen.getByTestId('email-message').textContent).toBe('');
    fireEvent.change(input, { target: { value: 'not an email' } });
    fireEvent.blur(input);
    expect(screen.getByTestId('email-message').textContent).toBe('Enter a valid email');
  });

  it.each([
    ['VERIFY_OTP', { view: 'EmailVerifyOtp', data: { email: 'visitor@example.com' } }],
    ['VERIFY_DEVICE', { view: 'EmailVerifyDevice', data: { email: 'visitor@example.com' } }],
  ] as const)(
    'SPEC §4: Enter sends the address (CONNECT_EMAIL), a spinner shows, and %s leads to its step',
    async (action, next) => {
      const { app, login, get } = setUp();
      renderWithLogin(<ConnectView />, app, login);
      await flush();
      await typeEmail('  visitor@example.com ');
      await flush();
      expect(login.waiting('connectEmail')).toEqual([['visitor@example.com']]);
      const submit = screen.getByRole('button', { name: 'Continue with email' });
      expect(submit.getAttribute('aria-disabled')).toBe('true');
      expect(submit.querySelector('.kp-spinner')).not.toBeNull();
      expect(screen.getByRole('status').textContent).toBe('Sending the email');

      await act(async () => login.resolve('connectEmail', action));
      await flush();
      expect(current(get)).toEqual(next);
    },
  );

  it('SPEC §4: CONNECT means the login is complete: no further step is shown', async () => {
    const { app, login, get } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    await typeEmail('visitor@example.com');
    await flush();
    await act(async () => login.resolve('connectEmail', 'CONNECT'));
    await flush();
    expect(current(get).view).toBe('Connect');
    expect(screen.getByRole('button', { name: 'Continue with email' }).getAttribute('aria-disabled')).toBe(
      'false',
    );
  });

  it('SPEC §8: a failure is written under the field in its own words, and the address is kept', async () => {
    const { app, login } = setUp();
    renderWithLogin(<ConnectView />, app, login);
    await flush();
    const input = await typeEmail('visitor@example.com');
    await flush();
    await act(async () => login.reject('connectEmail', new Error('Unauthorized: origin not allowed')));
    await flush();
    expect(screen.getByTestId('email-message').textContent).toBe('Unauthorized: origin not allowed');
    expect((input as HTMLInputElement).value).toBe('visitor@example.com');
  });

  it('accessibility: the Connect view with email and social login breaks no WCAG A/AA rule axe checks', async () => {
    const { app, login } = setUp();
    const { container } = renderWithLogin(<ConnectView />, app, login);
    await flush();
    await typeEmail('wrong');
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
