/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AlertService } from '../../../../application/alerts/AlertService';
import { ModalService } from '../../../../application/modal/ModalService';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { RouterService } from '../../../../application/router/RouterService';
import { SnackbarService } from '../../../../application/snackbar/SnackbarService';
import { PickedWallets } from '../../../../application/wallets/PickedWallets';
import { TIMING_MS } from '../../../../domain/constants/timing';
import { ALERTS } from '../../../../domain/errors/Alerts';
import { FakeEnvironment } from '../../../fakes/FakeEnvironment';
import { type Connector } from '../../../../domain/connector/Connector';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { ethereum } from '../../../fixtures/networks';
import { createTestApp, destroyTestApps, flush, renderModal } from '../support/presentationApp';

afterEach(destroyTestApps);

async function openModal(
  app: ReturnType<typeof createTestApp>['app'],
  view?: Parameters<ModalService['open']>[0],
) {
  await act(async () => {
    await app.core.open(view);
  });
  await flush();
}

describe('the modal dialog (accessibility and SPEC §2, §4)', () => {
  it('is a labelled modal dialog named after its view, rendered only while open', async () => {
    const { app } = createTestApp();
    renderModal(app);
    expect(screen.queryByTestId('modal')).toBeNull();
    await openModal(app);
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.getAttribute('data-testid')).toBe('modal');
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
  });

  it('REFERENCE §5 enableMobileFullScreen: the card is marked to fill a phone screen, a sheet otherwise', async () => {
    const { app } = createTestApp({ options: { enableMobileFullScreen: true } });
    const fullScreen = renderModal(app);
    await openModal(app);
    expect(screen.getByTestId('modal').classList.contains('kp-full-screen')).toBe(true);
    fullScreen.unmount();
    const { app: sheet } = createTestApp();
    renderModal(sheet);
    await openModal(sheet);
    expect(screen.getByTestId('modal').classList.contains('kp-full-screen')).toBe(false);
  });

  it('moves focus into the dialog on open and restores it to the opener on close', async () => {
    const { app } = createTestApp();
    const opener = document.createElement('button');
    document.body.appendChild(opener);
    opener.focus();
    renderModal(app);
    await openModal(app);
    await screen.findByTestId('view-Connect');
    const dialog = screen.getByTestId('modal');
    expect(dialog.contains(document.activeElement)).toBe(true);
    // The view's first control, not the header's close button.
    expect(document.activeElement).toBe(screen.getByTestId('wallet-walletConnect'));

    await act(async () => {
      await app.core.close();
    });
    expect(screen.queryByTestId('modal')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { app } = createTestApp();
    renderModal(app);
    await openModal(app);
    await screen.findByTestId('view-Connect');
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByTestId('all-wallets');

    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);

    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('brings focus that leaves the dialog back into it', async () => {
    const { app } = createTestApp();
    const outside = document.createElement('button');
    document.body.appendChild(outside);
    renderModal(app);
    await openModal(app);
    outside.focus();
    expect(screen.getByTestId('modal').contains(document.activeElement)).toBe(true);
    outside.remove();
  });

  it('Escape closes through ModalService.close', async () => {
    const { app, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    await act(async () => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    });
    await flush();
    expect(get(ModalStore).get().open).toBe(false);
    expect(screen.queryByTestId('modal')).toBeNull();
  });

  it('SPEC §4: a shake (a refused close) moves the dialog for 500 ms', async () => {
    const { app, clock, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    act(() => get(ModalService).shake());
    const dialog = screen.getByTestId('modal');
    expect(dialog.classList.contains('kp-shake')).toBe(true);
    act(() => clock.advance(TIMING_MS.shake - 1));
    expect(dialog.classList.contains('kp-shake')).toBe(true);
    act(() => clock.advance(1));
    expect(dialog.classList.contains('kp-shake')).toBe(false);
  });

  it.each(['ApproveTransaction', 'SIWXSignMessage'] as const)(
    'SPEC §2, §4: a host-opened %s, not available, says so and closes with Escape, then with the close button',
    async (view) => {
      const { app, get } = createTestApp({ options: { siwx: { getRequired: () => true } } });
      renderModal(app);
      await openModal(app, { view });
      expect(screen.getByTestId(`view-${view}`).textContent).toBe(
        'This screen is not available on this site.',
      );
      await act(async () => {
        fireEvent.keyDown(document.body, { key: 'Escape' });
      });
      await flush();
      expect(get(ModalStore).get().open).toBe(false);

      await openModal(app, { view });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      });
      await flush();
      expect(get(ModalStore).get().open).toBe(false);
      expect(get(ModalStore).get().shake).toBe(false);
    },
  );

  it('SPEC §8: on localhost the developer reads the standing alerts above every view; a production host shows none of it', async () => {
    const local = createTestApp({
      environment: new FakeEnvironment({ domain: 'localhost' }),
      options: { projectId: undefined },
    });
    const localModal = renderModal(local.app);
    await openModal(local.app);
    const notice = screen.getByRole('note', { name: 'For the site developer' });
    expect(notice.textContent).toContain(
      'Project ID Not Configured No project id was given when the modal was created. Pass a project id in the options.',
    );
    act(() => local.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED));
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('data-alert')),
    ).toEqual(['PROJECT_ID_NOT_CONFIGURED', 'ORIGIN_NOT_ALLOWED']);
    localModal.unmount();

    const production = createTestApp({
      environment: new FakeEnvironment({ domain: 'shop.example' }),
      options: { projectId: undefined },
    });
    renderModal(production.app);
    await openModal(production.app);
    act(() => production.get(AlertService).raise(ALERTS.ORIGIN_NOT_ALLOWED));
    expect(screen.getByTestId('modal').textContent).not.toMatch(
      /Project ID|Invalid App Configuration|developer/i,
    );
    expect(screen.queryByTestId('developer-notice')).toBeNull();
  });

  it('a click on the backdrop closes; a click in the card or a drag out of it does not', async () => {
    const { app, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    const dialog = screen.getByTestId('modal');
    const backdrop = dialog.parentElement as HTMLElement;

    fireEvent.mouseDown(dialog);
    fireEvent.click(backdrop);
    expect(get(ModalStore).get().open).toBe(true);
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog);
    expect(get(ModalStore).get().open).toBe(true);

    await act(async () => {
      fireEvent.mouseDown(backdrop);
      fireEvent.click(backdrop);
    });
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('SPEC §2: the back button shows with history to go back to, and goes back', async () => {
    const { app, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    act(() => get(RouterService).push({ view: 'Networks' }));
    await screen.findByTestId('view-Networks');
    expect(screen.getByRole('dialog', { name: 'Choose Network' })).toBeTruthy();

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    });
    expect(await screen.findByTestId('view-Connect')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('the close button closes the modal', async () => {
    const { app, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    });
    expect(get(ModalStore).get().open).toBe(false);
  });

  it('a view this modal cannot show yet says so, with the header kept', async () => {
    const { app } = createTestApp();
    renderModal(app);
    await openModal(app, { view: 'ConnectingSiwe' });
    const view = screen.getByTestId('view-ConnectingSiwe');
    expect(view.textContent).toContain('This screen is not available on this site.');
    expect(screen.getByRole('dialog', { name: 'Sign In' })).toBeTruthy();
    // Focus is in the dialog even with no control in the view.
    expect(screen.getByTestId('modal').contains(document.activeElement)).toBe(true);
  });

  it('SPEC §4: the snackbar message is announced in a polite status region', async () => {
    const { app, get, clock } = createTestApp();
    renderModal(app);
    await openModal(app);
    const region = screen.getByTestId('snackbar');
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
    act(() => get(SnackbarService).showSuccess('Address copied'));
    expect(within(region).getByText('Address copied')).toBeTruthy();
    // SPEC §4: a new message hides the old one and shows 150 ms later.
    act(() => get(SnackbarService).showError(new Error('Network not supported for Swaps')));
    expect(region.textContent).toBe('');
    act(() => clock.advance(TIMING_MS.snackbarSwap));
    expect(region.textContent).toBe('Network not supported for Swaps');
    expect(region.querySelector('[data-variant="error"]')).not.toBeNull();
  });
});

describe('the modal theme (SPEC §3, §9)', () => {
  it('is dark by default and follows setThemeMode', async () => {
    const { app } = createTestApp();
    const { container } = renderModal(app);
    const root = container.querySelector('.kp-root') as HTMLElement;
    expect(root.getAttribute('data-kp-theme')).toBe('dark');
    act(() => app.core.setThemeMode('light'));
    expect(root.getAttribute('data-kp-theme')).toBe('light');
  });

  it('passes the host theme variables to the stylesheet as custom properties', () => {
    const { app } = createTestApp({
      options: { themeVariables: { '--w3m-accent': '#ff5500', '--w3m-z-index': 50 } },
    });
    const { container } = renderModal(app);
    const root = container.querySelector('.kp-root') as HTMLElement;
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#ff5500');
    expect(root.style.getPropertyValue('--w3m-z-index')).toBe('50');
    act(() => app.core.setThemeVariables({ '--w3m-font-family': 'Inter, sans-serif' }));
    expect(root.style.getPropertyValue('--w3m-font-family')).toBe('Inter, sans-serif');
  });
});

describe('focus when a view opens', () => {
  it('goes to the search field with a keyboard, but stays on the dialog on a touch screen', async () => {
    const { app, get } = createTestApp();
    renderModal(app);
    await openModal(app);
    act(() => get(RouterService).push({ view: 'AllWallets' }));
    await screen.findByTestId('view-AllWallets');
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));

    Object.defineProperty(window, 'matchMedia', {
      value: (query: string) => ({ matches: query === '(pointer: coarse)' }),
      configurable: true,
    });
    try {
      await act(async () => {
        await app.core.close();
      });
      await openModal(app, { view: 'AllWallets' });
      await screen.findByTestId('view-AllWallets');
      expect(document.activeElement).toBe(screen.getByTestId('modal'));
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it("titles a wallet's connecting view with the wallet's name, other views with their own title", async () => {
    const { app, get } = createTestApp();
    get(PickedWallets).remember({ id: 'harbor', name: 'Harbor Wallet' }, undefined);
    renderModal(app);
    await openModal(app, { view: 'ConnectingWalletConnect', data: { walletId: 'harbor' } });
    expect(screen.getByRole('dialog', { name: 'Harbor Wallet' })).toBeTruthy();

    await act(async () => {
      get(RouterService).push({ view: 'ConnectingWalletConnectBasic' });
    });
    await flush();
    expect(screen.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy();
  });

  it("SPEC §2: an installed wallet's ConnectingExternal view is titled with the name it was picked by, while it waits and once it declined", async () => {
    const rabby: Connector = {
      id: 'io.rabby',
      name: 'Rabby',
      type: 'ANNOUNCED',
      chain: 'eip155',
      info: { rdns: 'io.rabby' },
      installed: true,
    };
    const adapter = new FakeChainAdapter('eip155', [rabby]);
    adapter.failures.set('connect', Object.assign(new Error('User rejected the request.'), { code: 4001 }));
    const { app } = createTestApp({ options: { networks: [ethereum] }, adapters: [adapter] });
    renderModal(app);
    await openModal(app);
    const connect = await screen.findByTestId('view-Connect');
    await act(async () => {
      fireEvent.click(within(connect).getByTestId('wallet-io.rabby'));
    });
    const view = await screen.findByTestId('view-ConnectingExternal');
    await flush();
    expect(within(view).getByRole('status').getAttribute('data-status')).toBe('declined');
    expect(screen.getByRole('dialog', { name: 'Rabby' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Rabby');
  });
});
