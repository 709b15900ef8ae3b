/**
 * @jest-environment jsdom
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DemoApp } from '../../../demo/src/app/DemoApp';
import { type DemoTestWallet } from '../../../demo/src/demoGlobals';
import { createAppKit, resetAppKit } from '../../../presentation/app/createAppKit';
import { arbitrum, ethereum } from '../../fixtures/networks';

const CHAINS = [
  { chainId: 1, name: 'Ethereum (devstack)', rpcUrl: 'http://127.0.0.1:8545' },
  { chainId: 42161, name: 'Arbitrum One (devstack)', rpcUrl: 'http://127.0.0.1:8546' },
];

/** The wallet's controls as the injected test wallet offers them, recording what the page asks. */
function fakeTestWallet(): DemoTestWallet & { readonly switchedTo: number[] } {
  const listeners = new Set<(chainId: number) => void>();
  const switchedTo: number[] = [];
  let chainId = 1;
  let mode: DemoTestWallet['mode'] = 'approve';
  return {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    get chainId() {
      return chainId;
    },
    get mode() {
      return mode;
    },
    switchedTo,
    setMode: (next) => {
      mode = next;
    },
    switchChain: async (next) => {
      switchedTo.push(next);
      chainId = next;
      listeners.forEach((listener) => listener(next));
    },
    onChainChanged: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    disconnect: () => undefined,
  };
}

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** The demo page as its entry renders it, on the dev chains, with these flags' outcome. */
function renderDemo({
  problems = [],
  testWallet,
}: { problems?: readonly string[]; testWallet?: Parameters<typeof DemoApp>[0]['testWallet'] } = {}) {
  return render(
    <DemoApp
      problems={problems}
      testWallet={testWallet}
      chains={CHAINS}
      walletPageUrl="http://127.0.0.1:8553"
      receiver={RECEIVER}
    />,
  );
}

describe('the demo page (buttons, the hooks’ live values, a theme switch)', () => {
  beforeEach(() => {
    createAppKit({ projectId: 'keyport-demo-project', networks: [ethereum, arbitrum] });
  });
  afterEach(() => {
    resetAppKit();
    delete document.documentElement.dataset.theme;
  });

  it("shows Keyport's buttons and each hook's live value", async () => {
    renderDemo();
    expect(await screen.findByTestId('connect-button')).toBeTruthy();
    expect(screen.getByTestId('network-button')).toBeTruthy();
    expect(screen.getByTestId('demo-account').textContent).toContain('"status": "disconnected"');
    expect(screen.getByTestId('demo-network').textContent).toContain('"caipNetworkId": "eip155:1"');
    expect(screen.getByTestId('demo-state').textContent).toContain('"open": false');
    // The last event after creation is INITIALIZE, which follows MODAL_CREATED as AppKit sends them.
    expect(screen.getByTestId('demo-event').textContent).toContain('"event": "INITIALIZE"');
    expect(screen.queryByTestId('demo-problems')).toBeNull();
    expect(screen.queryByTestId('demo-test-wallet')).toBeNull();
  });

  it('the theme switch sets the modal and the page to light and back; the accent picker sets the accent', () => {
    renderDemo();
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByTestId('demo-theme-light'));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect((screen.getByTestId('demo-theme-light') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('demo-theme-dark'));
    expect(document.documentElement.dataset.theme).toBe('dark');
    fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    expect((screen.getByRole('radio', { name: 'Teal' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(screen.getByTestId('demo-accent'), { target: { value: '#123456' } });
    expect((screen.getByTestId('demo-accent') as HTMLInputElement).value).toBe('#123456');
  });

  it('with a test wallet: its account, its answer mode, and a chain switch made in the wallet', async () => {
    const wallet = fakeTestWallet();
    renderDemo({ testWallet: wallet });
    expect(screen.getByTestId('demo-test-wallet').textContent).toContain(wallet.address);
    expect(screen.getByTestId('demo-test-wallet-chain').textContent).toBe('1');
    fireEvent.click(screen.getByTestId('demo-test-wallet-reject'));
    expect(wallet.mode).toBe('reject');
    await act(() => {
      fireEvent.click(screen.getByTestId('demo-test-wallet-chain-42161'));
    });
    expect(wallet.switchedTo).toEqual([42161]);
    expect(screen.getByTestId('demo-test-wallet-chain').textContent).toBe('42161');
    expect(screen.getByTestId('demo-test-wallet-chain-42161').getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the query flags it could not use', () => {
    renderDemo({ problems: ['account=x is not a whole number from 0: using 0'] });
    expect(screen.getByRole('alert').textContent).toContain(
      'account=x is not a whole number from 0: using 0',
    );
  });
});
