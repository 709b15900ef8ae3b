/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AccountStore } from '../../../../application/account/AccountStore';
import { ModalStore } from '../../../../application/modal/ModalStore';
import { NetworkService } from '../../../../application/network/NetworkService';
import { RouterStore } from '../../../../application/router/RouterStore';
import { createAppKit } from '../../../../presentation/app/createAppKit';
import { AccountButton } from '../../../../presentation/components/AccountButton';
import { AppKitButton } from '../../../../presentation/components/AppKitButton';
import { ConnectButton } from '../../../../presentation/components/ConnectButton';
import { HOST_BUTTON_STYLE_ID } from '../../../../presentation/components/HostButton';
import { NetworkButton } from '../../../../presentation/components/NetworkButton';
import { arbitrum, ethereum, sepolia } from '../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../support/arrangeConnection';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../support/presentationApp';

afterEach(() => {
  jest.restoreAllMocks();
  destroyTestApps();
});

const ADDRESS = '0x1234567890abcdef1234567890abcdef12abcdef';

function connect(testApp: ReturnType<typeof createTestApp>, balance?: string) {
  arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), ADDRESS);
  if (balance !== undefined)
    testApp.get(AccountStore).patchAccount('eip155', { balance, balanceSymbol: 'ETH' });
}

describe('ConnectButton (REFERENCE §5)', () => {
  it('reads "Connect Wallet" and opens the modal on the Connect view', async () => {
    const { app, get } = createTestApp();
    renderInApp(<ConnectButton />, app);
    const button = screen.getByTestId('connect-button');
    expect(button.textContent).toBe('Connect Wallet');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(get(ModalStore).get().open).toBe(true);
    expect(get(RouterStore).current().view).toBe('Connect');
  });

  it('reads "Connecting..." while a wallet is connecting; labels and size can be set', () => {
    const { app, get } = createTestApp();
    renderInApp(<ConnectButton label="Sign in" loadingLabel="Hold on" size="sm" />, app);
    const button = screen.getByTestId('connect-button');
    expect(button.textContent).toBe('Sign in');
    expect(button.classList.contains('kp-size-sm')).toBe(true);
    act(() => get(AccountStore).patchAccount('eip155', { status: 'connecting' }));
    expect(button.textContent).toBe('Hold on');
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('default loading label', () => {
    const { app, get } = createTestApp();
    get(AccountStore).patchAccount('eip155', { status: 'connecting' });
    renderInApp(<ConnectButton />, app);
    expect(screen.getByTestId('connect-button').textContent).toBe('Connecting...');
  });

  it('carries the theme: mode and host variables', () => {
    const { app } = createTestApp({
      options: { themeMode: 'light', themeVariables: { '--w3m-accent': '#0a7' } },
    });
    renderInApp(<ConnectButton />, app);
    const button = screen.getByTestId('connect-button');
    expect(button.getAttribute('data-kp-theme')).toBe('light');
    expect(button.style.getPropertyValue('--w3m-accent')).toBe('#0a7');
    // The stylesheet is added once, however many buttons (jsdom cannot adopt sheets: an element),
    // and never as the inline React resource a strict Content-Security-Policy would block.
    renderInApp(<ConnectButton />, app);
    expect(document.querySelectorAll(`#${HOST_BUTTON_STYLE_ID}`)).toHaveLength(1);
    expect(document.querySelector('style[data-href]')).toBeNull();
  });
});

describe('AccountButton (REFERENCE §5)', () => {
  it('shows the balance (SPEC §9 floored) and the address shortened to 4 and 6 characters', () => {
    const testApp = createTestApp();
    connect(testApp, '2.71828');
    renderInApp(<AccountButton />, testApp.app);
    const button = screen.getByTestId('account-button');
    expect(screen.getByTestId('account-button-balance').textContent).toBe('2.718 ETH');
    expect(screen.getByTestId('account-button-address').textContent).toBe('0x1234...abcdef');
    expect(button.querySelector('.kp-avatar')).not.toBeNull();
  });

  it('hides the balance with balance="hide" and takes other address lengths', () => {
    const testApp = createTestApp();
    connect(testApp, '2.71828');
    renderInApp(<AccountButton balance="hide" charsStart={6} charsEnd={4} />, testApp.app);
    expect(screen.queryByTestId('account-button-balance')).toBeNull();
    expect(screen.getByTestId('account-button-address').textContent).toBe('0x123456...cdef');
  });

  it('shows a balance the wallet wrote in an unexpected form as it came, and opens the Account view', async () => {
    const testApp = createTestApp();
    connect(testApp, 'lots');
    renderInApp(<AccountButton />, testApp.app);
    expect(screen.getByTestId('account-button-balance').textContent).toBe('lots ETH');
    await act(async () => {
      fireEvent.click(screen.getByTestId('account-button'));
    });
    expect(testApp.get(RouterStore).current().view).toBe('Account');
  });
});

describe('AccountButton without a connected wallet', () => {
  it('renders nothing (no nameless pill with a made-up avatar) until a wallet connects, then the account', () => {
    const testApp = createTestApp();
    const { container } = renderInApp(<AccountButton />, testApp.app);
    expect(container.innerHTML).toBe('');
    act(() => testApp.get(AccountStore).patchAccount('eip155', { status: 'connecting' }));
    expect(container.innerHTML).toBe('');
    act(() => connect(testApp));
    expect(screen.getByRole('button', { name: '0x1234...abcdef' })).toBe(
      screen.getByTestId('account-button'),
    );
    act(() =>
      testApp.get(AccountStore).patchAccount('eip155', { status: 'disconnected', address: undefined }),
    );
    expect(container.innerHTML).toBe('');
  });
});

describe('AppKitButton', () => {
  it('is the connect button, then the account button, as one element that keeps focus', () => {
    const testApp = createTestApp();
    renderInApp(<AppKitButton balance="hide" />, testApp.app);
    const button = screen.getByTestId('connect-button');
    button.focus();
    act(() => connect(testApp, '1'));
    expect(screen.queryByTestId('connect-button')).toBeNull();
    expect(screen.getByTestId('account-button')).toBe(button);
    expect(document.activeElement).toBe(button);
    expect(screen.queryByTestId('account-button-balance')).toBeNull();
  });
});

describe('NetworkButton', () => {
  it('shows the active network with its icon and opens the Networks view', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    renderInApp(<NetworkButton />, app);
    const button = screen.getByTestId('network-button');
    expect(button.textContent).toBe('Ethereum');
    await flush();
    expect(button.querySelector('svg')).not.toBeNull();
    await act(async () => {
      await app.core.switchNetwork(arbitrum);
    });
    expect(button.textContent).toBe('Arbitrum One');
    await act(async () => {
      fireEvent.click(button);
    });
    expect(get(RouterStore).current().view).toBe('Networks');
  });

  it('REFERENCE §5 chainImages: shows the site’s image for the active chain', async () => {
    const { app } = createTestApp({ options: { chainImages: { 1: 'https://img.example/eth.png' } } });
    renderInApp(<NetworkButton />, app);
    await flush();
    const image = screen.getByTestId('network-button').querySelector('img');
    expect(image?.getAttribute('src')).toBe('https://img.example/eth.png');
  });

  it('takes a label', () => {
    const { app } = createTestApp();
    renderInApp(<NetworkButton label="Network" />, app);
    expect(screen.getByTestId('network-button').textContent).toBe('Network');
  });
});

describe('buttons outside a Keyport', () => {
  it('SPEC §1: name themselves in the error when used before createAppKit', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ConnectButton />)).toThrow('Please call createAppKit before using ConnectButton');
    expect(() => render(<NetworkButton />)).toThrow('Please call createAppKit before using NetworkButton');
  });

  it("use the page's default Keyport made by createAppKit", () => {
    const modal = createAppKit({ projectId: 'p', networks: [ethereum], themeMode: 'light' });
    const { unmount } = render(<AppKitButton />);
    try {
      const button = screen.getByTestId('connect-button');
      expect(button.textContent).toBe('Connect Wallet');
      expect(button.getAttribute('data-kp-theme')).toBe('light');
      expect(button.getAttribute('data-keyport-instance')).toBe('default');
    } finally {
      unmount();
      act(() => void modal.destroy());
    }
  });
});

describe('NetworkButton on a network the site does not support (SPEC §4)', () => {
  it('warns "Wrong network" with a warning icon, over the host label, and opens UnsupportedChain; back to normal after a switch', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum, arbitrum] } });
    renderInApp(<NetworkButton label="Network" />, app);
    const button = screen.getByTestId('network-button');
    act(() => get(NetworkService).applySwitch(sepolia));
    await flush();
    expect(screen.getByRole('button', { name: 'Wrong network' })).toBe(button);
    expect(button.classList.contains('kp-network-unsupported')).toBe(true);
    expect(button.querySelector('.kp-unsupported-network-icon')).not.toBeNull();
    await act(async () => {
      fireEvent.click(button);
    });
    expect(get(RouterStore).current().view).toBe('UnsupportedChain');

    await act(async () => {
      await app.core.switchNetwork(ethereum);
    });
    expect(button.textContent).toBe('Network');
    expect(button.classList.contains('kp-network-unsupported')).toBe(false);
  });

  it('allowUnsupportedChain: the network is named as any other, without a warning', async () => {
    const { app, get } = createTestApp({ options: { networks: [ethereum], allowUnsupportedChain: true } });
    renderInApp(<NetworkButton />, app);
    act(() => get(NetworkService).applySwitch(sepolia));
    await flush();
    const button = screen.getByTestId('network-button');
    expect(button.textContent).toMatch(/Sepolia$/);
    expect(button.classList.contains('kp-network-unsupported')).toBe(false);
  });
});
