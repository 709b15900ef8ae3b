/**
 * @jest-environment jsdom
 */
import { act, render, screen } from '@testing-library/react';
import { KeyportContext } from '../../../../../presentation/react/KeyportAppContext';
import { QrPanel } from '../../../../../presentation/views/walletconnect/QrPanel';
import { QR_SLOW_AFTER_MS } from '../../../../../presentation/views/walletconnect/useSlowPreparation';
import { createTestApp, destroyTestApps, flush } from '../../support/presentationApp';

// The slow notice waits on the page's own timers; promises keep running.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => {
  destroyTestApps();
  jest.useRealTimers();
});

const URI = 'wc:fake1@2?relay-protocol=irn&symKey=00';

/** The panel of a page's instance, showing the pairing `uri` (none while it is made). */
function showPanel() {
  const testApp = createTestApp();
  const panel = (uri: string | undefined) => (
    <KeyportContext.Provider value={testApp.app.core}>
      <QrPanel uri={uri} imageUrl={undefined} walletName="Rainbow" />
    </KeyportContext.Provider>
  );
  const { rerender } = render(panel(undefined));
  return { show: (uri: string | undefined) => rerender(panel(uri)) };
}

function status(): HTMLElement {
  return screen.getByTestId('wc-qr-status');
}

describe('QR code progress: while the pairing is made the view shows it is coming, not a blank plate', () => {
  it('a spinner on the busy plate, and a polite status that says the code is being prepared', async () => {
    showPanel();
    await flush();

    const plate = screen.getByTestId('wc-qr');
    expect(plate.getAttribute('aria-busy')).toBe('true');
    expect(plate.querySelector('.kp-spinner')?.getAttribute('aria-hidden')).toBe('true');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().getAttribute('data-status')).toBe('preparing');
    expect(status().textContent).toBe('Preparing the QR code…');
    // The live region is no part of the busy plate, so its changes are read out.
    expect(plate.contains(status())).toBe(false);
  });

  it('says so again when it takes long (3 s), and asks the visitor to scan once the code is there', async () => {
    const { show } = showPanel();
    await flush();
    act(() => jest.advanceTimersByTime(QR_SLOW_AFTER_MS - 1));
    expect(status().textContent).toBe('Preparing the QR code…');

    act(() => jest.advanceTimersByTime(1));
    expect(status().getAttribute('data-status')).toBe('preparing-slow');
    expect(status().textContent).toBe(
      'Still preparing the QR code…Reaching WalletConnect is taking longer than usual.',
    );

    show(URI);
    await flush();
    await flush();
    expect(status().getAttribute('data-status')).toBe('waiting');
    expect(status().textContent).toBe('Scan this QR code with your phone');
    expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toBe(URI);
    expect(screen.getByTestId('wc-qr').hasAttribute('aria-busy')).toBe(false);
  });

  it('a fresh pairing (a renewal, Try again) starts over from "Preparing", not from "Still preparing"', async () => {
    const { show } = showPanel();
    await flush();
    act(() => jest.advanceTimersByTime(QR_SLOW_AFTER_MS));
    show(URI);
    await flush();
    show(undefined);
    await flush();
    expect(status().textContent).toBe('Preparing the QR code…');
  });
});
