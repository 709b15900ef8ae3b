/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ConnectionStore } from '../../../../../application/connection/ConnectionStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { WalletListService } from '../../../../../application/wallets/WalletListService';
import { TIMING_MS } from '../../../../../domain/constants/timing';
import { RequestAlreadyPendingError } from '../../../../../domain/errors/WalletRequestErrors';
import { DEEP_LINK_CHOICE_KEY } from '../../../../../domain/storage/KeyportStorage';
import { QR_STYLE_ELEMENT_ID } from '../../../../../presentation/views/shared/qr/useQrStyles';
import { ConnectingWalletConnectView } from '../../../../../presentation/views/walletconnect/ConnectingWalletConnectView';
import { WALLETCONNECT_STYLE_ELEMENT_ID } from '../../../../../presentation/views/walletconnect/useWalletConnectStyles';
import { FakeEnvironment } from '../../../../fakes/FakeEnvironment';
import { ScriptedWalletRegistry, wallet } from '../../../application/wallets/walletFixtures';
import { createTestApp, destroyTestApps, flushFully, renderInApp } from '../../support/presentationApp';
import { expectCopyWithSnackbar } from '../../support/expectCopyWithSnackbar';

afterEach(() => {
  destroyTestApps();
  jest.restoreAllMocks();
});

const rainbow = wallet('rainbow', {
  name: 'Rainbow',
  mobile_link: 'rainbow://',
  webapp_link: 'https://web.rainbow.example',
  image_url: 'https://img.example/rainbow.png',
});
const entry = { view: 'ConnectingWalletConnect' as const, data: { walletId: 'rainbow' } };

function fakeUri(proposal: number): string {
  return `wc:fake${proposal}@2?relay-protocol=irn&symKey=00`;
}

async function setUp({ isMobile = false, walletConnect = true, picked = rainbow, options = {} } = {}) {
  const environment = new FakeEnvironment({ isMobile, os: isMobile ? 'ios' : 'mac' });
  const testApp = createTestApp({
    environment,
    walletRegistry: new ScriptedWalletRegistry([picked]),
    walletConnect,
    options,
  });
  await act(async () => {
    testApp.get(WalletListService).choose(picked);
  });
  return Object.assign(testApp, { environment });
}

async function renderView(app: ReturnType<typeof createTestApp>['app']) {
  const rendered = renderInApp(<ConnectingWalletConnectView entry={entry} />, app);
  await flushFully();
  return rendered;
}

function proposals(testApp: ReturnType<typeof createTestApp>): number {
  return testApp.walletConnect.calls.filter((call) => call.method === 'propose').length;
}

function qrUri(): string | null {
  return screen.getByTestId('wc-qr').getAttribute('data-uri');
}

describe('ConnectingWalletConnect view (REFERENCE §7 connecting screen, SPEC §4 pairing)', () => {
  it('pairs when shown: desktop opens on the QR tab with the wallet’s image in the code', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    expect(proposals(testApp)).toBe(1);
    const view = screen.getByTestId('view-ConnectingWalletConnect');
    expect(view.getAttribute('data-platform')).toBe('qrcode');
    const tabs = within(screen.getByRole('tablist', { name: 'Ways to connect' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['QR code', 'Web app']);
    expect(screen.getByRole('tab', { name: 'QR code' }).getAttribute('aria-selected')).toBe('true');
    expect(qrUri()).toBe(fakeUri(1));
    expect(screen.getByRole('img', { name: 'QR code to connect Rainbow' }).getAttribute('uri')).toBe(
      fakeUri(1),
    );
    expect(view.querySelector('image')?.getAttribute('href')).toBe('https://img.example/rainbow.png');
    expect(screen.getByRole('status').textContent).toContain('Scan this QR code with your phone');
    expect(document.getElementById(WALLETCONNECT_STYLE_ELEMENT_ID)?.textContent).toContain('.kp-wc');
    expect(document.getElementById(QR_STYLE_ELEMENT_ID)?.textContent).toContain('.kp-qr');
  });

  it('SPEC §4: 10 s before the 4-minute expiry the code is redrawn with a fresh uri', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    await act(async () => {
      testApp.clock.advance(TIMING_MS.pairingLifetime - TIMING_MS.pairingExpiryMargin);
    });
    await flushFully();
    expect(proposals(testApp)).toBe(2);
    expect(qrUri()).toBe(fakeUri(2));
  });

  it('leaving the view stops the renewal', async () => {
    const testApp = await setUp();
    const { unmount } = await renderView(testApp.app);
    unmount();
    await act(async () => {
      testApp.clock.advance(TIMING_MS.pairingLifetime);
    });
    await flushFully();
    expect(proposals(testApp)).toBe(1);
  });

  it('SPEC §4 declined in the wallet: "Connection declined" (not a word of an earlier request), and "Try again" shows a fresh code', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    await act(async () => {
      testApp.walletConnect.reject(Object.assign(new Error('User rejected.'), { code: 4001 }));
    });
    await flushFully();
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-status')).toBe('declined');
    expect(status.textContent).toBe(
      'Connection declinedThe wallet did not approve the connection. You can ask again.',
    );
    expect(screen.queryByTestId('wc-qr')).toBeNull();
    // The wallet's image stays.
    expect(screen.getByTestId('view-ConnectingWalletConnect').querySelector('img')?.getAttribute('src')).toBe(
      'https://img.example/rainbow.png',
    );
    const retry = screen.getByTestId('wc-retry');
    expect(retry.textContent).toBe('Try again');
    retry.focus();
    await act(async () => {
      fireEvent.click(retry);
    });
    await flushFully();
    expect(testApp.get(ConnectionStore).get().wcFailure).toBeUndefined();
    expect(qrUri()).toBe(fakeUri(2));
    // Focus stayed in the view when the button went away.
    expect(screen.getByTestId('view-ConnectingWalletConnect').contains(document.activeElement)).toBe(true);
  });

  it('SPEC §8 REQUEST_ALREADY_PENDING: the wallet still holds an earlier request: it says so, with "Try again"', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    await act(async () => {
      testApp.walletConnect.reject(new RequestAlreadyPendingError());
    });
    await flushFully();
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-status')).toBe('pending');
    expect(status.textContent).toBe(
      'A request is already open in your wallet' +
        'If an earlier request is still open in your wallet, close it and try again.',
    );
    expect(screen.getByTestId('wc-retry').textContent).toBe('Try again');
  });

  it('failed: "Connection failed" with the reason, and "Try again"', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    await act(async () => {
      testApp.walletConnect.reject(new Error('The relay closed the connection'));
    });
    await flushFully();
    const status = screen.getByRole('status');
    expect(status.getAttribute('data-status')).toBe('failed');
    expect(status.textContent).toContain('Connection failed');
    expect(status.textContent).toContain('The relay closed the connection');
    expect(screen.getByTestId('wc-retry')).toBeTruthy();
  });

  it('on a phone: the mobile tab is selected, its link is the wallet’s deep link, and opening it is remembered', async () => {
    const testApp = await setUp({ isMobile: true });
    await renderView(testApp.app);
    expect(screen.getByRole('tab', { name: 'Mobile' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain('Continue in Rainbow');
    const link = screen.getByTestId('wc-open');
    const href = `rainbow://wc?uri=${encodeURIComponent(fakeUri(1))}`;
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_self');
    fireEvent.click(link);
    expect(testApp.environment.openedLinks).toEqual([{ kind: 'wallet link', href, target: '_self' }]);
    expect(JSON.parse(testApp.storage.getItem(DEEP_LINK_CHOICE_KEY) ?? '{}')).toEqual({
      name: 'Rainbow',
      href,
    });
  });

  it('REFERENCE §5 experimental_preferUniversalLinks: on a phone the wallet opens by its universal link', async () => {
    const universal = { ...rainbow, link_mode: 'https://rnbwapp.example/' };
    const testApp = await setUp({
      isMobile: true,
      picked: universal,
      options: { experimental_preferUniversalLinks: true },
    });
    await renderView(testApp.app);
    expect(screen.getByTestId('wc-open').getAttribute('href')).toBe(
      `https://rnbwapp.example/wc?uri=${encodeURIComponent(fakeUri(1))}`,
    );
  });

  it('the web app tab (arrow keys move between tabs): a universal link opened in a new tab', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    const qrTab = screen.getByRole('tab', { name: 'QR code' });
    qrTab.focus();
    fireEvent.keyDown(qrTab, { key: 'ArrowRight' });
    const webTab = screen.getByRole('tab', { name: 'Web app' });
    expect(webTab.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(webTab);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(webTab.id);
    const link = screen.getByRole('link', { name: /Open/ });
    const href = `https://web.rainbow.example/wc?uri=${encodeURIComponent(fakeUri(1))}`;
    expect(link.getAttribute('href')).toBe(href);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('(opens in a new tab)');
    fireEvent.click(link);
    expect(testApp.environment.openedLinks).toEqual([{ kind: 'web link', href, target: '_blank' }]);
    fireEvent.keyDown(webTab, { key: 'Home' });
    expect(qrTab.getAttribute('aria-selected')).toBe('true');
  });

  it('"Copy link" puts the uri on the clipboard and says "Link copied"; a refused clipboard says so', async () => {
    const testApp = await setUp();
    await renderView(testApp.app);
    await expectCopyWithSnackbar({
      button: 'Copy link',
      copied: fakeUri(1),
      success: 'Link copied',
      failure: 'The link could not be copied',
      snackbar: testApp.get(SnackbarStore),
      afterSecondPress: () => testApp.clock.advance(TIMING_MS.snackbarSwap),
    });
  });

  it('without WalletConnect set up: a note, and no pairing', async () => {
    const testApp = await setUp({ walletConnect: false });
    await renderView(testApp.app);
    expect(screen.getByTestId('view-ConnectingWalletConnect').textContent).toContain(
      'WalletConnect is not set up on this site.',
    );
    expect(proposals(testApp)).toBe(0);
  });

  describe('Hostile input §1: a wallet whose links break the link rule', () => {
    const hostile = wallet('hostile', {
      name: 'Hostile',
      mobile_link: 'javascript:alert(document.domain)//',
      desktop_link: 'data:text/html,<script>alert(1)</script>',
      webapp_link: ' JAVA\tSCRIPT:alert(1)',
    });

    it('on a phone offers no link to open and stores no deep-link choice, only the QR code', async () => {
      const testApp = await setUp({ isMobile: true, picked: hostile });
      await renderView(testApp.app);
      expect(screen.queryByRole('tab', { name: 'Mobile' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Web app' })).toBeNull();
      expect(screen.queryByRole('link')).toBeNull();
      expect(document.querySelector('[href^="javascript" i], [href^="data" i]')).toBeNull();
      expect(testApp.environment.openedLinks).toEqual([]);
      expect(testApp.storage.getItem(DEEP_LINK_CHOICE_KEY)).toBeNull();
    });

    it('on a desktop offers neither the desktop nor the web app', async () => {
      const testApp = await setUp({ picked: hostile });
      await renderView(testApp.app);
      expect(screen.queryByRole('tab', { name: 'Desktop' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Web app' })).toBeNull();
      expect(screen.getByTestId('wc-qr')).toBeTruthy();
    });
  });
});
