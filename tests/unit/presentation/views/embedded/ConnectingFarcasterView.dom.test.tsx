/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { TIMING_MS } from '../../../../../domain/constants/timing';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import { expectCopyWithSnackbar } from '../../support/expectCopyWithSnackbar';
import {
  accessibilityViolations,
  renderModalWithLogin,
  createLoginTestApp,
} from '../../support/embeddedLogin';
import { destroyTestApps, flush } from '../../support/presentationApp';

afterEach(destroyTestApps);

const URI = 'https://farcaster.example/~/siwf?channelToken=abc123';

async function openFarcaster() {
  const login = new ScriptedEmbeddedLogin();
  const testApp = createLoginTestApp();
  const rendered = renderModalWithLogin(testApp.app, login);
  await act(async () => testApp.core.open({ view: 'ConnectingFarcaster' }));
  await flush();
  return { ...testApp, ...rendered, login };
}

async function answerUri(login: ScriptedEmbeddedLogin, uri = URI) {
  await act(async () => login.resolve('farcasterUri', uri));
  await flush();
}

describe('ConnectingFarcaster (SPEC §4 "Farcaster: get uri, then connect")', () => {
  it('asks for the address (GET_FARCASTER_URI), preparing meanwhile, then shows it as a QR code and waits (CONNECT_FARCASTER)', async () => {
    const { login } = await openFarcaster();
    expect(login.waiting('farcasterUri')).toHaveLength(1);
    expect(screen.getByText('Preparing the QR code…')).toBeTruthy();
    expect(screen.getByTestId('farcaster-qr').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Copy link' }).getAttribute('aria-disabled')).toBe('true');

    await answerUri(login);
    expect(screen.getByTestId('farcaster-qr').getAttribute('data-uri')).toBe(URI);
    expect(screen.getByRole('img', { name: 'QR code to log in with Farcaster' })).toBeTruthy();
    expect(screen.getByText('Scan this QR code with your phone')).toBeTruthy();
    expect(login.waiting('connectFarcaster')).toHaveLength(1);
  });

  it('"Open Farcaster" is a link to the address (a new tab); "Copy link" copies it and says so', async () => {
    const { login, get, clock } = await openFarcaster();
    await answerUri(login);
    const open = screen.getByRole('link', { name: 'Open Farcaster (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe(URI);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    await expectCopyWithSnackbar({
      button: 'Copy link',
      copied: URI,
      success: 'Link copied',
      failure: 'The link could not be copied',
      snackbar: get(SnackbarStore),
      afterSecondPress: () => clock.advance(TIMING_MS.snackbarSwap),
    });
  });

  it('Hostile input: an address that is no web link is not offered as a link (the QR code still shows it)', async () => {
    const { login } = await openFarcaster();
    await answerUri(login, 'javascript:alert(1)');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('SPEC §4: declined in Farcaster, it says so; Try again asks for a new address', async () => {
    const { login } = await openFarcaster();
    await answerUri(login);
    await act(async () => login.reject('connectFarcaster', new UserRejectedRequestError()));
    await flush();
    expect(screen.getByText('Connection declined')).toBeTruthy();
    expect(screen.queryByTestId('farcaster-qr')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(login.waiting('farcasterUri')).toHaveLength(1);
    expect(screen.getByText('Preparing the QR code…')).toBeTruthy();
  });

  it('SPEC §8: a failure to get the address says why, with Try again', async () => {
    const { login } = await openFarcaster();
    await act(async () => login.reject('farcasterUri', new Error('Embedded Wallet Request Timed Out')));
    await flush();
    expect(screen.getByText('Connection failed')).toBeTruthy();
    expect(screen.getByText('Embedded Wallet Request Timed Out')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('once approved in Farcaster, it says the visitor is logged in', async () => {
    const { login } = await openFarcaster();
    await answerUri(login);
    await act(async () => login.resolve('connectFarcaster'));
    await flush();
    expect(screen.getByText('You are logged in')).toBeTruthy();
  });

  it('accessibility: breaks no WCAG A/AA rule axe checks', async () => {
    const { login, container } = await openFarcaster();
    await answerUri(login);
    expect(await accessibilityViolations(container)).toEqual([]);
  });
});
