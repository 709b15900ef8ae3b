/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { currentView } from '../../../../../domain/router/RouterState';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import {
  accessibilityViolations,
  FakePopup,
  renderModalWithLogin,
  spyOnWindowOpen,
  createLoginTestApp,
} from '../../support/embeddedLogin';
import { createTestApp, destroyTestApps, flush } from '../../support/presentationApp';

afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

/** The modal open on Connect, the visitor clicking Google: the login window is `popup`. */
async function startGoogle(...popups: (FakePopup | null)[]) {
  const login = new ScriptedEmbeddedLogin();
  const open = spyOnWindowOpen(...popups);
  const testApp = createLoginTestApp({ options: { features: { socials: ['google', 'github'] } } });
  const rendered = renderModalWithLogin(testApp.app, login);
  await act(async () => testApp.core.open());
  await flush();
  fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
  await flush();
  const status = () => screen.getByTestId('social-status');
  return { ...testApp, ...rendered, login, open, status };
}

describe('ConnectingSocial (SPEC §4 social login)', () => {
  it('shows the provider and where to go on, while the login waits on its window', async () => {
    const { status, login, get } = await startGoogle(new FakePopup());
    expect(currentView(get(RouterStore).get()).view).toBe('ConnectingSocial');
    // Titled with the provider (SPEC §2 titles), its mark in the view.
    expect(screen.getByRole('dialog', { name: 'Google' })).toBeTruthy();
    expect(
      screen.getByTestId('view-ConnectingSocial').querySelector('svg[data-provider="google"]'),
    ).not.toBeNull();
    expect(status().getAttribute('data-status')).toBe('waiting');
    expect(status().textContent).toBe(
      'Continue in the Google windowLog in there; this window waits for you.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(login.waiting('connectSocial')).toEqual([['google']]);
  });

  it('the visitor closed the window: "The login window was closed", and Try again opens a new one in that click', async () => {
    const first = new FakePopup();
    const second = new FakePopup();
    const { status, login, open } = await startGoogle(first, second);
    first.closed = true;
    await act(async () => login.reject('connectSocial', new Error('The window was closed')));
    await flush();
    expect(status().getAttribute('data-status')).toBe('closed');
    expect(status().textContent).toContain('The login window was closed');

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    expect(status().getAttribute('data-status')).toBe('waiting');
    // Focus stays on the status while the button is gone.
    expect(document.activeElement).toBe(status());
    await flush();
    expect(login.waiting('connectSocial')).toEqual([['google']]);
    expect(login.socialWindows).toHaveLength(2);
  });

  it('SPEC §8: a login that failed says why; a window the login closed itself is not the visitor closing it', async () => {
    const popup = new FakePopup();
    const { status, login } = await startGoogle(popup);
    login.socialWindows[0]?.close();
    expect(popup.closed).toBe(true);
    await act(async () => login.reject('connectSocial', new Error('Unauthorized: origin not allowed')));
    await flush();
    expect(status().getAttribute('data-status')).toBe('failed');
    expect(status().textContent).toBe('Connection failedUnauthorized: origin not allowed');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('SPEC §4: a login the visitor turned down at the provider reads as declined', async () => {
    const { status, login } = await startGoogle(new FakePopup());
    await act(async () => login.reject('connectSocial', new UserRejectedRequestError()));
    await flush();
    expect(status().textContent).toContain('Connection declined');
  });

  it('a blocked window says so, asks for nothing, and Try again opens one at that click', async () => {
    const { status, login, open } = await startGoogle(null, new FakePopup());
    expect(status().getAttribute('data-status')).toBe('blocked');
    expect(status().textContent).toBe(
      'The login window was blockedYour browser stopped the window from opening. Allow pop-ups for this site, then try again.',
    );
    expect(login.calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(open).toHaveBeenCalledTimes(2);
    await flush();
    expect(status().getAttribute('data-status')).toBe('waiting');
    expect(login.waiting('connectSocial')).toEqual([['google']]);
  });

  it('once logged in, it says so (the connection closes the modal, SPEC §4)', async () => {
    const { status, login } = await startGoogle(new FakePopup());
    await act(async () => login.resolve('connectSocial'));
    await flush();
    expect(status().getAttribute('data-status')).toBe('connected');
    expect(status().textContent).toBe('You are logged in');
  });

  it('an older attempt ending late does not overwrite the newer one', async () => {
    const first = new FakePopup();
    const { status, login } = await startGoogle(first, new FakePopup());
    first.closed = true;
    await act(async () => login.reject('connectSocial', new Error('closed')));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    await act(async () => login.resolve('connectSocial'));
    await flush();
    expect(status().getAttribute('data-status')).toBe('connected');
  });

  it('SPEC §2: without an embedded wallet the view says it is not available', async () => {
    const testApp = createTestApp();
    renderModalWithLogin(testApp.app, undefined);
    await act(async () => testApp.core.open({ view: 'ConnectingSocial', data: { provider: 'google' } }));
    await flush();
    expect(screen.getByTestId('view-ConnectingSocial').textContent).toBe(
      'This screen is not available on this site.',
    );
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks, waiting and closed', async () => {
    const popup = new FakePopup();
    const { login, container } = await startGoogle(popup);
    expect(await accessibilityViolations(container)).toEqual([]);
    popup.closed = true;
    await act(async () => login.reject('connectSocial', new Error('closed')));
    await flush();
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
