/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AccountStore } from '../../../../../application/account/AccountStore';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { type CaipNetwork } from '../../../../../domain/network/CaipNetwork';
import { loadedQrDrawing, loadQrDrawing } from '../../../../../presentation/views/shared/qr/loadQrDrawing';
import { drawQr } from '../../../../../presentation/views/shared/qr/qrDrawing';
import { QR_STYLE_ELEMENT_ID } from '../../../../../presentation/views/shared/qr/useQrStyles';
import { RECEIVE_STYLE_ELEMENT_ID } from '../../../../../presentation/views/receive/receiveCss';
import { WalletReceiveView } from '../../../../../presentation/views/receive/WalletReceiveView';
import { FakeChainAdapter } from '../../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, solanaMainnet } from '../../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../../support/arrangeConnection';
import {
  createTestApp,
  destroyTestApps,
  flush,
  renderInApp,
  renderModal,
} from '../../support/presentationApp';
import { expectCopyWithSnackbar } from '../../support/expectCopyWithSnackbar';

afterEach(destroyTestApps);

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';
const OTHER_ADDRESS = '0xfedcba0987654321fedcba0987654321fedcba09';

/** A network Keyport has no mark for, with the host's image. */
const devChain: CaipNetwork = {
  id: 31337,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:31337',
  name: 'Dev Chain',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  assets: { imageId: 'dev', imageUrl: 'https://img.example/dev-chain.png' },
};

function connectedApp(
  networks: readonly [CaipNetwork, ...CaipNetwork[]] = [ethereum, arbitrum, solanaMainnet],
  connectedOn: CaipNetwork = ethereum,
) {
  const testApp = createTestApp({
    options: { networks },
    adapters: [new FakeChainAdapter('eip155'), new FakeChainAdapter('solana')],
  });
  arrangeConnected(testApp, connectedOn, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), ADDRESS);
  return testApp;
}

function pathsOf(svg: Element | null | undefined): (string | null)[] {
  return Array.from(svg?.querySelectorAll(':scope > path') ?? []).map((path) => path.getAttribute('d'));
}

describe('Receive: the QR code while its chunk loads', () => {
  it('a placeholder plate of the same box holds its place, then the code is drawn', async () => {
    expect(loadedQrDrawing()).toBeUndefined();
    const { app } = connectedApp();
    renderInApp(<WalletReceiveView />, app);
    const placeholder = screen.getByTestId('receive-qr');
    expect(placeholder.className).toBe('kp-qr kp-qr-loading');
    expect(placeholder.getAttribute('aria-label')).toBe('Preparing the QR code');
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS);
    await flush();
    expect(screen.getByTestId('receive-qr').className).toBe('kp-qr');
    expect(screen.getByRole('img', { name: 'QR code of your address' })).toBeTruthy();
  });
});

describe('Receive: the address as text and as a QR code', () => {
  beforeAll(() => loadQrDrawing());

  it('writes the full address, not a shortened one', () => {
    const { app } = connectedApp();
    renderInApp(<WalletReceiveView />, app);
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS);
    expect(document.getElementById(RECEIVE_STYLE_ELEMENT_ID)?.textContent).toContain('monospace');
  });

  it('the QR code holds the address itself: the same code as the address drawn alone, unlike another address', () => {
    const { app } = connectedApp();
    renderInApp(<WalletReceiveView />, app);
    const plate = screen.getByTestId('receive-qr');
    expect(plate.getAttribute('data-address')).toBe(ADDRESS);
    const svg = within(plate).getByRole('img', { name: 'QR code of your address' });
    expect(document.getElementById(QR_STYLE_ELEMENT_ID)?.textContent).toContain('.kp-qr');

    const drawn = (value: string) => {
      const { paths } = drawQr(value);
      return [paths.finders, paths.dots, paths.lines];
    };
    expect(pathsOf(svg)).toEqual(drawn(ADDRESS));
    expect(pathsOf(svg)).not.toEqual(drawn(OTHER_ADDRESS));
  });

  it('the centre shows the wallet’s image, else the network’s, else Keyport’s mark of the network', () => {
    const walletImage = 'https://img.example/rabby.png';
    const first = connectedApp([ethereum]);
    first
      .get(AccountStore)
      .patchAccount('eip155', { connectedWalletInfo: { name: 'Rabby', icon: walletImage } });
    const { unmount } = renderInApp(<WalletReceiveView />, first.app);
    const image = screen.getByTestId('receive-qr').querySelector('svg > image');
    expect(image?.getAttribute('href')).toBe(walletImage);
    // The wallet's image fails: Ethereum has a mark of its own.
    fireEvent.error(image as Element);
    expect(screen.getByTestId('receive-qr').querySelector('svg > image')).toBeNull();
    expect(screen.getByTestId('receive-qr').querySelector('svg > g > svg.kp-network-mark')).not.toBeNull();
    unmount();

    const second = connectedApp([devChain], devChain);
    renderInApp(<WalletReceiveView />, second.app);
    expect(screen.getByTestId('receive-qr').querySelector('svg > image')?.getAttribute('href')).toBe(
      'https://img.example/dev-chain.png',
    );
  });

  it('says no wallet is connected when opened without one', () => {
    const { app } = createTestApp();
    renderInApp(<WalletReceiveView />, app);
    expect(screen.getByTestId('view-WalletReceive').textContent).toBe('No wallet is connected.');
    expect(screen.queryByTestId('receive-qr')).toBeNull();
  });
});

describe('Receive: copy with a confirmation snackbar', () => {
  beforeAll(() => loadQrDrawing());

  it('copies the full address and says so as the Account view does; a refused clipboard says that instead', async () => {
    const { app, get } = connectedApp();
    renderInApp(<WalletReceiveView />, app);
    await expectCopyWithSnackbar({
      button: 'Copy address',
      copied: ADDRESS,
      success: 'Address copied',
      failure: 'The address could not be copied',
      snackbar: get(SnackbarStore),
      beforeSecondPress: () => get(SnackbarStore).set({ open: false }),
    });
  });
});

describe('Receive: the networks the address is valid on', () => {
  beforeAll(() => loadQrDrawing());

  it('lists the host’s networks of the connected namespace, with their icons, under the explanation', () => {
    const { app } = connectedApp();
    renderInApp(<WalletReceiveView />, app);
    const list = screen.getByRole('list', { name: 'Use this address on these networks' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Ethereum', 'Arbitrum One']);
    expect(items.map((item) => item.getAttribute('data-testid'))).toEqual([
      'receive-network-eip155:1',
      'receive-network-eip155:42161',
    ]);
    // Each name has its network's icon beside it.
    expect(items.every((item) => item.querySelector('svg') !== null)).toBe(true);
    expect(screen.queryByText('Solana')).toBeNull();
  });
});

describe('Receive: reached from the Account view', () => {
  beforeAll(() => loadQrDrawing());

  it('the Account view’s "Receive" feature button opens the WalletReceive view in the modal', async () => {
    const { app, get } = connectedApp();
    renderModal(app);
    await act(async () => {
      await app.core.open({ view: 'Account' });
    });
    await flush();
    const receive = await screen.findByTestId('wallet-feature-receive');
    expect(receive.textContent).toBe('Receive');
    await act(async () => {
      fireEvent.click(receive);
    });
    expect(await screen.findByTestId('view-WalletReceive')).toBeTruthy();
    expect(get(RouterStore).current().view).toBe('WalletReceive');
    expect(screen.getByRole('dialog', { name: 'Receive' })).toBeTruthy();
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS);
  });
});
