/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterService } from '../../../../../application/router/RouterService';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { currentView } from '../../../../../domain/router/RouterState';
import { type RouteEntry } from '../../../../../domain/router/View';
import {
  UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtpView,
} from '../../../../../presentation/views/embedded/UpdateEmailCodeViews';
import { UpdateEmailWalletView } from '../../../../../presentation/views/embedded/UpdateEmailWalletView';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import { accessibilityViolations, renderWithLogin, createLoginTestApp } from '../../support/embeddedLogin';
import { destroyTestApps, flush } from '../../support/presentationApp';

afterEach(destroyTestApps);

const CURRENT = 'old@example.com';
const NEW = 'new@example.com';

function setUp() {
  const login = new ScriptedEmbeddedLogin();
  login.setState({ email: CURRENT, authProvider: 'email' });
  const testApp = createLoginTestApp();
  const router = testApp.get(RouterService);
  router.reset({ view: 'Account' });
  const current = () => currentView(testApp.get(RouterStore).get());
  const history = () =>
    testApp
      .get(RouterStore)
      .get()
      .history.map((entry) => entry.view);
  return { ...testApp, login, router, current, history };
}

/** Shows the view the history is on, as the modal does. */
const VIEWS = {
  UpdateEmailWallet: UpdateEmailWalletView,
  UpdateEmailPrimaryOtp: UpdateEmailPrimaryOtpView,
  UpdateEmailSecondaryOtp: UpdateEmailSecondaryOtpView,
};

async function showCurrent(setup: ReturnType<typeof setUp>) {
  const entry = setup.current() as RouteEntry & { view: keyof typeof VIEWS };
  const View = VIEWS[entry.view];
  const rendered = renderWithLogin(<View entry={entry} />, setup.app, setup.login);
  await flush();
  return rendered;
}

async function submitNewEmail(value: string) {
  fireEvent.change(screen.getByLabelText('New email'), { target: { value } });
  await act(async () => {
    fireEvent.submit(screen.getByTestId('view-UpdateEmailWallet'));
  });
}

function typeCode(code: string): void {
  code
    .split('')
    .forEach((digit, index) =>
      fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } }),
    );
}

describe('UpdateEmailWallet (SPEC §4 email update)', () => {
  it('shows the current address; SPEC §5: a new one must be a valid email, and not the current one', async () => {
    const setup = setUp();
    setup.router.push({ view: 'UpdateEmailWallet' });
    await showCurrent(setup);
    expect(screen.getByTestId('update-current').textContent).toBe(CURRENT);

    await submitNewEmail('new@');
    expect(screen.getByTestId('update-message').textContent).toBe('Enter a valid email');
    expect(document.activeElement).toBe(screen.getByLabelText('New email'));
    await submitNewEmail('OLD@example.com');
    expect(screen.getByTestId('update-message').textContent).toBe('This is already your email');
    expect(setup.login.waiting('updateEmail')).toEqual([]);
  });

  it('SPEC §4: both steps: the code to the current address (primary), then to the new one (secondary), then the Account view with a success message', async () => {
    const setup = setUp();
    setup.router.push({ view: 'UpdateEmailWallet' });
    const form = await showCurrent(setup);

    await submitNewEmail(NEW);
    expect(setup.login.waiting('updateEmail')).toEqual([[NEW]]);
    expect(screen.getByTestId('update-submit').getAttribute('aria-disabled')).toBe('true');
    await act(async () => setup.login.resolve('updateEmail', 'VERIFY_PRIMARY_OTP'));
    await flush();
    expect(setup.current()).toEqual({
      view: 'UpdateEmailPrimaryOtp',
      data: { email: CURRENT, newEmail: NEW },
    });
    form.unmount();

    const primary = await showCurrent(setup);
    expect(screen.getByText(`Enter the code we sent to ${CURRENT}`)).toBeTruthy();
    typeCode('111111');
    expect(setup.login.waiting('verifyUpdatePrimaryCode')).toEqual([['111111']]);
    await act(async () => setup.login.resolve('verifyUpdatePrimaryCode'));
    await flush();
    expect(setup.current()).toEqual({ view: 'UpdateEmailSecondaryOtp', data: { newEmail: NEW } });
    // The secondary step replaced the primary one: Back does not return to a code already used.
    expect(setup.history()).toEqual(['Account', 'UpdateEmailWallet', 'UpdateEmailSecondaryOtp']);
    primary.unmount();

    await showCurrent(setup);
    expect(screen.getByText(`Enter the code we sent to ${NEW}`)).toBeTruthy();
    typeCode('222222');
    expect(setup.login.waiting('verifyUpdateSecondaryCode')).toEqual([['222222']]);
    await act(async () => setup.login.resolve('verifyUpdateSecondaryCode', NEW));
    await flush();
    expect(setup.history()).toEqual(['Account']);
    expect(setup.get(SnackbarStore).get()).toMatchObject({
      open: true,
      variant: 'success',
      message: `Your email is now ${NEW}`,
    });
  });

  it('SPEC §4: VERIFY_SECONDARY_OTP goes straight to the code sent to the new address', async () => {
    const setup = setUp();
    setup.router.push({ view: 'UpdateEmailWallet' });
    await showCurrent(setup);
    await submitNewEmail(NEW);
    await act(async () => setup.login.resolve('updateEmail', 'VERIFY_SECONDARY_OTP'));
    await flush();
    expect(setup.current()).toEqual({ view: 'UpdateEmailSecondaryOtp', data: { newEmail: NEW } });
  });

  it('SPEC §8: a refused update or code says why; the address typed is kept, the cells empty', async () => {
    const setup = setUp();
    setup.router.push({ view: 'UpdateEmailWallet' });
    const form = await showCurrent(setup);
    await submitNewEmail(NEW);
    await act(async () => setup.login.reject('updateEmail', new Error('Email already in use')));
    await flush();
    expect(screen.getByTestId('update-message').textContent).toBe('Email already in use');
    expect((screen.getByLabelText('New email') as HTMLInputElement).value).toBe(NEW);
    form.unmount();

    setup.router.push({ view: 'UpdateEmailSecondaryOtp', data: { newEmail: NEW } });
    await showCurrent(setup);
    typeCode('333333');
    await act(async () => setup.login.reject('verifyUpdateSecondaryCode', new Error('Invalid code')));
    await flush();
    expect(screen.getByTestId('otp-status').textContent).toBe('Invalid code');
    expect(
      screen
        .getAllByRole('textbox')
        .map((cell) => (cell as HTMLInputElement).value)
        .join(''),
    ).toBe('');
    expect(setup.current().view).toBe('UpdateEmailSecondaryOtp');
  });

  it('accessibility: the form and the code step break no WCAG A/AA rule axe checks', async () => {
    const setup = setUp();
    setup.router.push({ view: 'UpdateEmailWallet' });
    const form = await showCurrent(setup);
    await submitNewEmail('wrong');
    expect(await accessibilityViolations(form.container)).toEqual([]);
    form.unmount();
    setup.router.push({ view: 'UpdateEmailPrimaryOtp', data: { email: CURRENT, newEmail: NEW } });
    const code = await showCurrent(setup);
    expect(await accessibilityViolations(code.container)).toEqual([]);
  });
});
