/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterService } from '../../../../../application/router/RouterService';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { currentView } from '../../../../../domain/router/RouterState';
import { type RouteEntry } from '../../../../../domain/router/View';
import { EmailCodeCooldownError } from '../../../../../domain/embedded/emailCodeCooldown';
import { EmailVerifyDeviceView } from '../../../../../presentation/views/embedded/EmailVerifyDeviceView';
import { EmailVerifyOtpView } from '../../../../../presentation/views/embedded/EmailVerifyOtpView';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import { accessibilityViolations, renderWithLogin, createLoginTestApp } from '../../support/embeddedLogin';
import { destroyTestApps, flush } from '../../support/presentationApp';

const NOW = Date.UTC(2026, 0, 1);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  jest.setSystemTime(NOW);
});
afterEach(() => {
  destroyTestApps();
  jest.useRealTimers();
});

const EMAIL = 'visitor@example.com';

async function show(view: 'EmailVerifyOtp' | 'EmailVerifyDevice', login = new ScriptedEmbeddedLogin()) {
  const testApp = createLoginTestApp();
  const entry: RouteEntry = { view, data: { email: EMAIL } };
  // The history as the Connect view leaves it: Connect, then this step.
  testApp.get(RouterService).push(entry);
  const View = view === 'EmailVerifyOtp' ? EmailVerifyOtpView : EmailVerifyDeviceView;
  const rendered = renderWithLogin(<View entry={entry} />, testApp.app, login);
  await flush();
  return { ...testApp, ...rendered, login, current: () => currentView(testApp.get(RouterStore).get()) };
}

function typeCode(code: string): void {
  code
    .split('')
    .forEach((digit, index) =>
      fireEvent.change(screen.getByLabelText(`Digit ${index + 1} of 6`), { target: { value: digit } }),
    );
}

/** Lets `ms` pass a second at a time, each second's render and timer done before the next. */
function pass(ms: number): void {
  for (let left = ms; left > 0; left -= 1_000) act(() => jest.advanceTimersByTime(Math.min(left, 1_000)));
}

const cellValues = () => screen.getAllByRole('textbox').map((cell) => (cell as HTMLInputElement).value);

describe('EmailVerifyOtp (SPEC §4 "one-time-code verification follow[s]")', () => {
  it('names the address the code went to, and checks the code as soon as its sixth digit is typed', async () => {
    const { login } = await show('EmailVerifyOtp');
    expect(screen.getByText(`Enter the code we sent to ${EMAIL}`)).toBeTruthy();
    typeCode('12345');
    expect(login.waiting('verifyCode')).toEqual([]);
    typeCode('123456');
    expect(login.waiting('verifyCode')).toEqual([['123456']]);
    expect(screen.getByTestId('otp-status').textContent).toBe('Checking the code…');
    expect(screen.getByTestId('otp-status').querySelector('.kp-spinner')).not.toBeNull();
    expect(screen.getAllByRole('textbox').every((cell) => (cell as HTMLInputElement).disabled)).toBe(true);
  });

  it('SPEC §8: a refused code shows the reason under the cells, which empty for the next try, focus on the first', async () => {
    const { login } = await show('EmailVerifyOtp');
    typeCode('111111');
    await act(async () => login.reject('verifyCode', new Error('Invalid code')));
    await flush();
    expect(screen.getByTestId('otp-status').textContent).toBe('Invalid code');
    expect(cellValues()).toEqual(['', '', '', '', '', '']);
    expect(document.activeElement).toBe(screen.getByLabelText('Digit 1 of 6'));
    expect(screen.getByLabelText('Digit 1 of 6').getAttribute('aria-invalid')).toBe('true');

    typeCode('222222');
    expect(login.waiting('verifyCode')).toEqual([['222222']]);
    expect(screen.getByTestId('otp-status').textContent).toBe('Checking the code…');
  });

  it('an accepted code leaves the view busy: the connection that follows closes the modal', async () => {
    const { login, current } = await show('EmailVerifyOtp');
    typeCode('123456');
    await act(async () => login.resolve('verifyCode'));
    await flush();
    expect(current().view).toBe('EmailVerifyOtp');
    expect(screen.getByTestId('otp-status').textContent).toBe('Checking the code…');
  });

  it('SPEC §5: "Resend code" waits out the 30 s cooldown, counting down in the SPEC words', async () => {
    const login = new ScriptedEmbeddedLogin();
    login.setState({ email: EMAIL, nextCodeAt: NOW + 30_000 });
    await show('EmailVerifyOtp', login);
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('resend-wait').textContent).toBe('Please try again after 30 seconds');
    // The wait is read with the button.
    expect(resend.getAttribute('aria-describedby')).toBe(screen.getByTestId('resend-wait').id);

    fireEvent.click(resend);
    expect(login.waiting('resendCode')).toEqual([]);

    pass(1_000);
    expect(screen.getByTestId('resend-wait').textContent).toBe('Please try again after 29 seconds');
    pass(28_500);
    expect(screen.getByTestId('resend-wait').textContent).toBe('Please try again after 1 seconds');
    pass(500);
    expect(screen.getByTestId('resend-wait').textContent).toBe('');
    expect(resend.getAttribute('aria-disabled')).toBe('false');
  });

  it('SPEC §5: once allowed, "Resend code" asks for a code; the snackbar says it is sent, and the new wait counts from then', async () => {
    const { login, get } = await show('EmailVerifyOtp');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(login.waiting('resendCode')).toEqual([[]]);
    act(() => login.setState({ nextCodeAt: Date.now() + 30_000 }));
    await act(async () => login.resolve('resendCode'));
    await flush();
    expect(get(SnackbarStore).get()).toMatchObject({
      open: true,
      variant: 'success',
      message: 'A new code is on its way',
    });
    expect(screen.getByTestId('resend-wait').textContent).toBe('Please try again after 30 seconds');
  });

  it('SPEC §5: a resend the wallet refuses within the cooldown shows its exact message in the snackbar', async () => {
    const { login, get } = await show('EmailVerifyOtp');
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    await act(async () => login.reject('resendCode', new EmailCodeCooldownError(12)));
    await flush();
    expect(get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: 'Please try again after 12 seconds',
    });
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks, waiting or refused', async () => {
    const { login, container } = await show('EmailVerifyOtp');
    typeCode('111111');
    await act(async () => login.reject('verifyCode', new Error('Invalid code')));
    await flush();
    jest.useRealTimers();
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});

describe('EmailVerifyDevice (SPEC §4 "Device ... verification follow[s]")', () => {
  it('tells the visitor to approve this device from the mail, waits on CONNECT_DEVICE, then the code step takes its place', async () => {
    const { login, current, get } = await show('EmailVerifyDevice');
    expect(screen.getByText('Approve this device')).toBeTruthy();
    expect(
      screen.getByText(`Open the link in the email we sent to ${EMAIL} to approve this device.`),
    ).toBeTruthy();
    expect(screen.getByTestId('device-status').textContent).toBe('Waiting for your approval…');
    expect(login.waiting('approveDevice')).toHaveLength(1);

    await act(async () => login.resolve('approveDevice'));
    await flush();
    expect(current()).toEqual({ view: 'EmailVerifyOtp', data: { email: EMAIL } });
    // Replaced, not pushed: Back from the code goes to Connect, not to a finished approval.
    expect(
      get(RouterStore)
        .get()
        .history.map((entry) => entry.view),
    ).toEqual(['Connect', 'EmailVerifyOtp']);
  });

  it('SPEC §8: a failure says why, and Try again waits for the approval again', async () => {
    const { login } = await show('EmailVerifyDevice');
    await act(async () => login.reject('approveDevice', new Error('An error occurred')));
    await flush();
    expect(screen.getByTestId('device-status').textContent).toBe('An error occurred');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(login.waiting('approveDevice')).toHaveLength(1);
    expect(screen.getByTestId('device-status').textContent).toBe('Waiting for your approval…');
  });

  it('SPEC §5: "Resend email" keeps the cooldown', async () => {
    const login = new ScriptedEmbeddedLogin();
    login.setState({ nextCodeAt: NOW + 5_000 });
    await show('EmailVerifyDevice', login);
    expect(screen.getByRole('button', { name: 'Resend email' }).getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByTestId('resend-wait').textContent).toBe('Please try again after 5 seconds');
    pass(5_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(login.waiting('resendCode')).toHaveLength(1);
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks', async () => {
    const { container } = await show('EmailVerifyDevice');
    jest.useRealTimers();
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
