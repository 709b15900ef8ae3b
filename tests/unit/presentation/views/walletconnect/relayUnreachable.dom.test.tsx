/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { type PairingProposal } from '../../../../../application/ports/WalletConnectClient';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { TIMING_MS } from '../../../../../domain/constants/timing';
import { ConnectingWalletConnectBasicView } from '../../../../../presentation/views/walletconnect/ConnectingWalletConnectBasicView';
import { ConnectingWalletConnectView } from '../../../../../presentation/views/walletconnect/ConnectingWalletConnectView';
import {
  createTestApp,
  destroyTestApps,
  flushFully,
  type PresentationTestApp,
  renderInApp,
} from '../../support/presentationApp';

afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

const UNREACHABLE = 'WalletConnect could not be reached. Check the connection and try again.';

/** A relay nobody answers: the client never gives a uri until the test lets one through. */
function unreachableRelay(testApp: PresentationTestApp) {
  const answers: ((proposal: PairingProposal) => void)[] = [];
  const propose = jest
    .spyOn(testApp.walletConnect, 'propose')
    .mockImplementation(() => new Promise((resolve) => answers.push(resolve)));
  return {
    propose,
    answer: (uri: string) => answers.at(-1)?.({ uri, approval: new Promise(() => undefined) }),
  };
}

const VIEWS = [
  ['ConnectingWalletConnectBasic', () => <ConnectingWalletConnectBasicView />],
  [
    'ConnectingWalletConnect',
    () => <ConnectingWalletConnectView entry={{ view: 'ConnectingWalletConnect' }} />,
  ],
] as const;

describe('Hostile input §4: the WalletConnect views when the relay cannot be reached', () => {
  it.each(VIEWS)(
    'Hostile input §4: %s: "Copy link" is unavailable while there is no uri, and the failure shows with Try again after 8 s',
    async (_name, view) => {
      const testApp = createTestApp();
      const { propose, answer } = unreachableRelay(testApp);
      renderInApp(view(), testApp.app);
      await flushFully();

      const copyLink = screen.getByTestId('wc-copy-link');
      expect(copyLink.getAttribute('aria-disabled')).toBe('true');
      // Meanwhile the view says the code is being prepared, and the plate is busy.
      expect(screen.getByTestId('wc-qr-status').textContent).toBe('Preparing the QR code…');
      expect(screen.getByTestId('wc-qr').getAttribute('aria-busy')).toBe('true');
      await act(async () => {
        fireEvent.click(copyLink);
      });
      // Nothing was copied, so nothing says "Link copied".
      expect(testApp.get(SnackbarStore).get().open).toBe(false);
      act(() => testApp.clock.advance(TIMING_MS.pairingStartTimeout - 1));
      await flushFully();
      expect(screen.queryByTestId('wc-retry')).toBeNull();

      act(() => testApp.clock.advance(1));
      await flushFully();
      expect(screen.getByText('Connection failed')).toBeTruthy();
      expect(screen.getByText(UNREACHABLE)).toBeTruthy();
      // The empty plate and its "Copy link" are gone: there is nothing to scan or copy.
      expect(screen.queryByTestId('wc-copy-link')).toBeNull();
      expect(screen.queryByTestId('wc-qr')).toBeNull();

      await act(async () => {
        fireEvent.click(screen.getByTestId('wc-retry'));
      });
      answer('wc:fresh@2?relay-protocol=irn&symKey=00');
      await flushFully();
      expect(propose).toHaveBeenCalledTimes(2);
      expect(screen.getByTestId('wc-qr').getAttribute('data-uri')).toBe(
        'wc:fresh@2?relay-protocol=irn&symKey=00',
      );
      expect(screen.getByTestId('wc-copy-link').getAttribute('aria-disabled')).toBe('false');
    },
  );
});
