/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { QUOTE_DEBOUNCE_MS } from '../../../../../application/swap/swapTiming';
import { type CaipNetwork } from '../../../../../domain/network/CaipNetwork';
import { SwapPreviewView } from '../../../../../presentation/views/swap/SwapPreviewView';
import { SwapView } from '../../../../../presentation/views/swap/SwapView';
import { ethereum, sepolia } from '../../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../../support/arrangeConnection';
import { balanceOf, DAI, ETH, SWAP_ADDRESS, USDC } from '../../../application/swap/swapFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../../support/presentationApp';

afterEach(destroyTestApps);

function swapApp(network: CaipNetwork = ethereum) {
  const testApp = createTestApp({ options: { networks: [network] } });
  arrangeConnected(testApp, network, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SWAP_ADDRESS);
  testApp.blockchainApi.answers.swapTokens = [ETH, DAI, USDC];
  testApp.blockchainApi.answers.balances = [balanceOf(ETH, '2', true), balanceOf(DAI, '100')];
  testApp.blockchainApi.answers.fungiblePrices = [
    { address: ETH.address, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
    { address: DAI.address, name: 'Dev Dai', symbol: 'DDAI', iconUrl: '', price: 1 },
  ];
  testApp.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '2970000000000000000000' }];
  return testApp;
}

async function typeAmount(testApp: ReturnType<typeof swapApp>, text: string): Promise<void> {
  fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: text } });
  act(() => testApp.clock.advance(QUOTE_DEBOUNCE_MS));
  await flush();
  await flush();
}

describe('Swap view (issue 6, SPEC §8 "Network not supported for Swaps")', () => {
  it('shows the exact SPEC text off the swap networks, with a way to switch network', async () => {
    const testApp = swapApp(sepolia);
    renderInApp(<SwapView />, testApp.app);
    await flush();
    expect(screen.getByTestId('swap-unsupported').textContent).toBe('Network not supported for Swaps');
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }));
    expect(testApp.get(RouterStore).get().history.at(-1)?.view).toBe('Networks');
  });

  it('offers the convert tokens with balances and shows the live quote with its cost and slippage 1 %', async () => {
    const testApp = swapApp();
    renderInApp(<SwapView />, testApp.app);
    await flush();
    const fromPicker = screen.getByRole('combobox', { name: 'Token to pay with' });
    expect([...fromPicker.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'ETH (balance 2)',
      'DDAI (balance 100)',
      'DUSDC (balance 0)',
    ]);
    expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance 2 ETH');
    await typeAmount(testApp, '1');
    expect(screen.getByTestId('swap-quote').textContent).toBe('2970');
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('1.00%');
    expect(screen.getByTestId('swap-provider-fee').textContent).toBe('$30.00');
    expect(screen.getByTestId('swap-slippage').textContent).toBe('1%');
    expect(screen.getByRole('button', { name: 'Review swap' })).toHaveProperty('disabled', false);
  });

  it('says "Insufficient balance" and offers no review above the balance', async () => {
    const testApp = swapApp();
    renderInApp(<SwapView />, testApp.app);
    await flush();
    await typeAmount(testApp, '3');
    const action = screen.getByTestId('swap-review');
    expect(action.textContent).toBe('Insufficient balance');
    expect(action).toHaveProperty('disabled', true);
  });

  it('shows a failed quote with its SPEC §8 text', async () => {
    const testApp = swapApp();
    renderInApp(<SwapView />, testApp.app);
    await flush();
    testApp.blockchainApi.failNext('getSwapQuote', new Error('HTTP status code: 400'));
    await typeAmount(testApp, '1');
    expect(screen.getByTestId('swap-quote-error').textContent).toBe('HTTP status code: 400');
  });
});

describe('SwapPreview view (issue 6: approve when the allowance is short, then swap)', () => {
  it('asks for the approval first, then swaps and tells the visitor in the snackbar', async () => {
    const testApp = swapApp();
    renderInApp(<SwapView />, testApp.app);
    await flush();
    fireEvent.change(screen.getByRole('combobox', { name: 'Token to pay with' }), {
      target: { value: DAI.address },
    });
    testApp.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '3300000000000000' }];
    await typeAmount(testApp, '10');
    fireEvent.click(screen.getByRole('button', { name: 'Review swap' }));
    await flush();
    expect(testApp.get(RouterStore).get().history.at(-1)?.view).toBe('SwapPreview');

    renderInApp(<SwapPreviewView />, testApp.app);
    expect(screen.getByTestId('swap-preview-sell').textContent).toBe('10 DDAI');
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('0.003 ETH');
    testApp.blockchainApi.answers.allowance = '10000000000000000000';
    fireEvent.click(screen.getByRole('button', { name: 'Approve DDAI' }));
    await flush();
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Swap' }));
    await flush();
    await flush();
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      variant: 'success',
      message: 'Swapped 10 DDAI for 0.003 ETH',
    });
    expect(testApp.blockchainApi.callsOf('buildSwapTransaction')).toHaveLength(1);
  });
});
