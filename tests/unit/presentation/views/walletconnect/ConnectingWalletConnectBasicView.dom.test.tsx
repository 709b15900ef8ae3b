/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { currentView } from '../../../../../domain/router/RouterState';
import { ConnectingWalletConnectBasicView } from '../../../../../presentation/views/walletconnect/ConnectingWalletConnectBasicView';
import {
  createTestApp,
  destroyTestApps,
  flushFully,
  renderInApp,
  renderModal,
} from '../../support/presentationApp';

afterEach(destroyTestApps);

const FIRST_URI = 'wc:fake1@2?relay-protocol=irn&symKey=00';

describe('ConnectingWalletConnectBasic view (SPEC §2 manual wallet-connect control / no adapters)', () => {
  it('one QR code with the WalletConnect mark in its centre, "Copy link" and "All wallets"', async () => {
    const testApp = createTestApp();
    renderInApp(<ConnectingWalletConnectBasicView />, testApp.app);
    await flushFully();
    expect(testApp.walletConnect.calls.filter((call) => call.method === 'propose')).toHaveLength(1);
    const qr = screen.getByTestId('wc-qr');
    expect(qr.getAttribute('data-uri')).toBe(FIRST_URI);
    expect(screen.getByRole('img', { name: 'QR code to connect your wallet' })).toBeTruthy();
    expect(qr.querySelector('image')).toBeNull();
    expect(qr.querySelector('svg svg rect')?.getAttribute('fill')).toBe('#3396ff');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.queryByRole('tablist')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'All wallets' }));
    expect(currentView(testApp.get(RouterStore).get()).view).toBe('AllWallets');
  });

  it('no "All wallets" when the site hides the list', async () => {
    const testApp = createTestApp({ options: { features: { allWallets: false } } });
    renderInApp(<ConnectingWalletConnectBasicView />, testApp.app);
    await flushFully();
    expect(screen.getByTestId('wc-qr')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'All wallets' })).toBeNull();
  });

  it('declined: "Connection declined" and "Try again" brings the code back', async () => {
    const testApp = createTestApp();
    renderInApp(<ConnectingWalletConnectBasicView />, testApp.app);
    await flushFully();
    await act(async () => {
      testApp.walletConnect.reject(Object.assign(new Error('User rejected.'), { code: 4001 }));
    });
    await flushFully();
    expect(screen.getByRole('status').textContent).toContain('Connection declined');
    await act(async () => {
      fireEvent.click(screen.getByTestId('wc-retry'));
    });
    await flushFully();
    expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toBe(
      'wc:fake2@2?relay-protocol=irn&symKey=00',
    );
  });

  it('the modal shows both WalletConnect views from their own view group', async () => {
    const testApp = createTestApp();
    renderModal(testApp.app);
    await act(async () => {
      await testApp.app.core.open({ view: 'ConnectingWalletConnectBasic' });
    });
    expect(await screen.findByTestId('view-ConnectingWalletConnectBasic')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'WalletConnect' })).toBeTruthy();
    await act(async () => {
      await testApp.app.core.open({ view: 'ConnectingWalletConnect' });
    });
    expect(await screen.findByTestId('view-ConnectingWalletConnect')).toBeTruthy();
  });
});
