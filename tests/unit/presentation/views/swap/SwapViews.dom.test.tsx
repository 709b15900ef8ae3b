/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { ALLOWANCE_POLL_MS } from '../../../../../application/swap/swapTiming';
import { HttpStatusError } from '../../../../../domain/errors/HttpStatusError';
import { UserRejectedRequestError } from '../../../../../domain/errors/WalletRequestErrors';
import { type CaipNetwork } from '../../../../../domain/network/CaipNetwork';
import { type FakeChainAdapter } from '../../../../fakes/FakeChainAdapter';
import { swapFlowOf } from '../../../../../presentation/views/swap/SwapFlow';
import { SwapPreviewView } from '../../../../../presentation/views/swap/SwapPreviewView';
import { SwapView } from '../../../../../presentation/views/swap/SwapView';
import { QUOTE_DEBOUNCE_MS } from '../../../../../presentation/views/swap/swapTiming';
import { arbitrum, ethereum, sepolia } from '../../../../fixtures/networks';
import { aConnector, arrangeConnected } from '../../../../support/arrangeConnection';
import { balanceOf, DAI, ETH, SWAP_ADDRESS, USDC } from '../../../application/swap/swapFixtures';
import { createTestApp, destroyTestApps, flush, renderInApp } from '../../support/presentationApp';

// The quote waits for typing to pause on the page's own timers; the promises and I/O turns that
// `flush` waits for keep running.
beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
afterEach(() => {
  destroyTestApps();
  jest.useRealTimers();
});

/** A page's swap: no feature enabled beforehand, the views' actions load their own. */
async function swapApp(network: CaipNetwork = ethereum) {
  const testApp = createTestApp({ options: { networks: [network, arbitrum] }, enableFeatures: false });
  arrangeConnected(testApp, network, aConnector('eip155', 'ANNOUNCED', 'io.rabby', 'Rabby'), SWAP_ADDRESS);
  testApp.blockchainApi.answers.swapTokens = [ETH, DAI, USDC];
  testApp.blockchainApi.answers.balances = [balanceOf(ETH, '2', true), balanceOf(DAI, '100')];
  testApp.blockchainApi.answers.fungiblePrices = [
    { address: ETH.address, name: 'Ether', symbol: 'ETH', iconUrl: '', price: 3000 },
    { address: DAI.address, name: 'Dev Dai', symbol: 'DDAI', iconUrl: '', price: 1 },
  ];
  testApp.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '2970000000000000000000' }];
  await testApp.core.open({ view: 'Swap' });
  const form = renderInApp(<SwapView />, testApp.app);
  await flush();
  return { ...testApp, form, history: () => testApp.get(RouterStore).get().history };
}

function wallet(testApp: { readonly adapters: readonly FakeChainAdapter[] }): FakeChainAdapter {
  const adapter = testApp.adapters[0];
  if (adapter === undefined) throw new Error('no wallet');
  return adapter;
}

function type(text: string): void {
  fireEvent.change(screen.getByTestId('swap-amount'), { target: { value: text } });
}

/** Types an amount and lets typing pause, so the quote is asked and answered. */
async function typeAndPause(text: string): Promise<void> {
  type(text);
  act(() => jest.advanceTimersByTime(QUOTE_DEBOUNCE_MS));
  await flush();
  await flush();
}

/** The symbol a token picker shows as picked. */
const picked = (picker: string) => screen.getByTestId(picker).getAttribute('data-picked');

/** Picks `symbol` in a token picker (`swap-from-token`, `swap-to-token`): opens its list, clicks it. */
async function pick(picker: string, symbol: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByTestId(picker));
  });
  await act(async () => {
    fireEvent.click(screen.getByTestId(`${picker}-option-${symbol}`));
  });
  await flush();
}

async function click(name: string): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await flush();
}

describe('Swap view (SPEC §8 "Network not supported for Swaps", §9 slippage)', () => {
  it('shows the exact SPEC text off the swap networks, with a way to switch network', async () => {
    const testApp = await swapApp(sepolia);
    expect(screen.getByTestId('swap-unsupported').textContent).toBe('Network not supported for Swaps');
    expect(testApp.blockchainApi.callsOf('getSwapTokens')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Switch network' }));
    expect(testApp.history().at(-1)?.view).toBe('Networks');
  });

  it('reads the form again for the network the visitor switches to', async () => {
    const testApp = await swapApp(sepolia);
    await act(async () => {
      await testApp.core.switchNetwork(arbitrum);
    });
    await flush();
    await flush();
    expect(screen.queryByTestId('swap-unsupported')).toBeNull();
    expect(testApp.blockchainApi.callsOf('getSwapTokens')).toEqual([['eip155:42161']]);
  });

  it('says so when the token list cannot load', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] } });
    arrangeConnected(testApp, ethereum, aConnector('eip155', 'ANNOUNCED', 'io.rabby'), SWAP_ADDRESS);
    testApp.blockchainApi.failNext('getSwapTokens', new HttpStatusError(500));
    renderInApp(<SwapView />, testApp.app);
    await flush();
    expect(screen.getByRole('alert').textContent).toBe(
      'The swap service is having trouble. Try again in a moment.',
    );
  });

  it('offers the convert tokens in a picker with icons, balances and USD worths, and shows the live quote with its cost, worth and slippage 1 %', async () => {
    await swapApp();
    expect([picked('swap-from-token'), picked('swap-to-token')]).toEqual(['ETH', 'DDAI']);
    fireEvent.click(screen.getByRole('button', { name: /^Token to pay with: ETH/ }));
    const list = screen.getByRole('dialog', { name: 'Select a token' });
    expect(
      [...list.querySelectorAll('[data-testid^="swap-from-token-option-"]')].map(
        (option) => option.textContent,
      ),
    ).toEqual(['ETHEther2$6,000.00', 'DDAIDev Dai100$100.00', 'DUSDCDev USD Coin0']);
    expect(list.querySelectorAll('img')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Close the token list' }));
    expect(screen.getByTestId('swap-from-balance').textContent).toBe('Balance 2 ETH');
    await typeAndPause('1');
    expect(screen.getByTestId('swap-quote').textContent).toBe('2970');
    expect(screen.getByTestId('swap-from-usd').textContent).toBe('≈ $3,000.00');
    expect(screen.getByTestId('swap-to-usd').textContent).toBe('≈ $2,970.00');
    expect(screen.getByTestId('swap-price-impact').textContent).toBe('1.00%');
    expect(screen.getByTestId('swap-provider-fee').textContent).toBe('$30.00');
    expect(screen.getByTestId('swap-slippage').textContent).toBe('1%');
    expect(screen.getByRole('button', { name: 'Review swap' })).toHaveProperty('disabled', false);
  });

  it("the picker's search keeps the tokens whose symbol, name or address holds the text", async () => {
    await swapApp();
    fireEvent.click(screen.getByTestId('swap-to-token'));
    const search = screen.getByRole('searchbox', { name: 'Search name, symbol or address' });
    const shown = () =>
      [...document.querySelectorAll('[data-testid^="swap-to-token-option-"]')].map((option) =>
        option.getAttribute('data-testid')?.replace('swap-to-token-option-', ''),
      );
    fireEvent.change(search, { target: { value: 'usd' } });
    expect(shown()).toEqual(['DUSDC']);
    fireEvent.change(search, { target: { value: '0xDADA' } });
    expect(shown()).toEqual(['DDAI']);
    fireEvent.change(search, { target: { value: 'zzz' } });
    expect(shown()).toEqual([]);
    expect(screen.getByText('No token matches "zzz"')).toBeTruthy();
  });

  it('asks one quote once typing pauses, not one per keystroke', async () => {
    const testApp = await swapApp();
    type('0.');
    act(() => jest.advanceTimersByTime(100));
    type('0.5');
    expect(screen.getByTestId('swap-quote').textContent).toBe('Fetching a quote');
    act(() => jest.advanceTimersByTime(QUOTE_DEBOUNCE_MS - 1));
    await flush();
    expect(testApp.blockchainApi.callsOf('getSwapQuote')).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    await flush();
    await flush();
    expect(testApp.blockchainApi.callsOf('getSwapQuote')).toEqual([
      [expect.objectContaining({ amount: '500000000000000000', from: ETH.address, to: DAI.address })],
    ]);
  });

  it('asks nothing for an empty, zero or malformed amount, and offers no review', async () => {
    const testApp = await swapApp();
    const said: string[] = [];
    for (const text of ['', '0', 'abc', '-1', '1.0000000000000000001']) {
      await typeAndPause(text);
      said.push(screen.getByTestId('swap-review').textContent ?? '');
    }
    expect(testApp.blockchainApi.callsOf('getSwapQuote')).toEqual([]);
    // The button says what is wrong with what was typed, not "Enter an amount" over an amount.
    expect(said).toEqual([
      'Enter an amount',
      'Enter a valid amount',
      'Enter a valid amount',
      'Enter a valid amount',
      'ETH takes at most 18 decimals',
    ]);
    expect(screen.getByTestId('swap-review')).toHaveProperty('disabled', true);
  });

  it('says "Insufficient balance" and offers no review above the balance', async () => {
    await swapApp();
    await typeAndPause('3');
    const action = screen.getByTestId('swap-review');
    expect(action.textContent).toBe('Insufficient balance');
    expect(action).toHaveProperty('disabled', true);
  });

  it('swaps the two tokens when the bought one is picked to sell (or the sold one to buy), and on flip: never a token for itself', async () => {
    await swapApp();
    await pick('swap-from-token', 'DDAI');
    expect([picked('swap-from-token'), picked('swap-to-token')]).toEqual(['DDAI', 'ETH']);
    await pick('swap-to-token', 'DDAI');
    expect([picked('swap-from-token'), picked('swap-to-token')]).toEqual(['ETH', 'DDAI']);
    fireEvent.click(screen.getByTestId('swap-flip'));
    expect([picked('swap-from-token'), picked('swap-to-token')]).toEqual(['DDAI', 'ETH']);
  });

  it('a token list naming one token in two letter cases still never pairs it with itself', async () => {
    const testApp = await swapApp();
    const flow = swapFlowOf(testApp.core);
    flow.selectTo(ETH.address.toLowerCase() as typeof ETH.address);
    expect(flow.state.get().from).toBe(DAI.address);
    await typeAndPause('1');
    expect(screen.getByTestId('swap-review').textContent).not.toBe('Pick two different tokens');
  });

  it('a failed quote says why in words, never "HTTP status code: 400"; no quote at all is "no route"', async () => {
    const testApp = await swapApp();
    testApp.blockchainApi.failNext(
      'getSwapQuote',
      new HttpStatusError(400, { status: 400, reasons: [{ name: 'no_route', description: 'No pool' }] }),
    );
    await typeAndPause('1');
    expect(screen.getByTestId('swap-quote-error').textContent).toBe(
      'No swap route for this pair and amount. Try another token or amount.',
    );
    testApp.blockchainApi.answers.swapQuotes = [];
    await typeAndPause('1.5');
    expect(screen.getByTestId('swap-quote-error').textContent).toBe(
      'No swap route for this pair and amount. Try another token or amount.',
    );
    testApp.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '0' }];
    await typeAndPause('0.000000000000000001');
    expect(screen.getByTestId('swap-quote-error').textContent).toBe(
      'This amount is too small to swap. Try a larger amount.',
    );
  });
});

describe('SwapPreview view (approve when the allowance is short, then swap)', () => {
  /** The form filled and reviewed; the review shown in its place, as the modal does. */
  async function review(testApp: Awaited<ReturnType<typeof swapApp>>, amount: string) {
    await typeAndPause(amount);
    await click('Review swap');
    expect(testApp.history().at(-1)?.view).toBe('SwapPreview');
    testApp.form.unmount();
    renderInApp(<SwapPreviewView />, testApp.app);
    return testApp;
  }

  async function reviewEtherSale() {
    return review(await swapApp(), '1');
  }

  async function reviewDaiSale() {
    const testApp = await swapApp();
    await pick('swap-from-token', 'DDAI');
    testApp.blockchainApi.answers.swapQuotes = [{ fromAmount: '1', toAmount: '3300000000000000' }];
    return review(testApp, '10');
  }

  it('asks for the approval first, waits until the chain shows it, then swaps and tells the visitor in the snackbar', async () => {
    const testApp = await reviewDaiSale();
    expect(screen.getByTestId('swap-preview-sell').textContent).toBe('10 DDAI');
    expect(screen.getByTestId('swap-preview-sell-usd').textContent).toBe('≈ $10.00');
    expect(screen.getByTestId('swap-preview-buy-usd').textContent).toBe('≈ $9.90');
    expect(screen.getByTestId('swap-minimum-received').textContent).toBe('0.003 ETH');
    expect(screen.getByTestId('swap-approve-note').textContent).toBe(
      'The swap needs your approval to spend DDAI first.',
    );
    await click('Approve DDAI');
    expect(screen.getByRole('button', { name: 'Approving DDAI' })).toHaveProperty('disabled', true);
    expect(wallet(testApp).methodsCalled()).toContain('sendTransaction');
    testApp.blockchainApi.answers.allowance = '10000000000000000000';
    act(() => testApp.clock.advance(ALLOWANCE_POLL_MS));
    await flush();
    await flush();
    expect(screen.queryByTestId('swap-approve-note')).toBeNull();
    await click('Swap');
    await flush();
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      variant: 'success',
      message: 'Swapped 10 DDAI for 0.003 ETH',
    });
    expect(testApp.blockchainApi.callsOf('buildSwapTransaction')).toHaveLength(1);
    expect(testApp.history().at(-1)?.view).toBe('Swap');
  });

  it('a swap still unmined when the watch ends is told as sent, not confirmed', async () => {
    const testApp = await reviewDaiSale();
    testApp.blockchainApi.answers.allowance = '10000000000000000000';
    wallet(testApp).transactionOutcome = 'pending';
    // The chain already shows an allowance: "Approve" finds no approval needed.
    await click('Approve DDAI');
    await click('Swap');
    await flush();
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      message: 'Swap of 10 DDAI for 0.003 ETH sent, not confirmed yet',
    });
  });

  it("shows the wallet's refusal of the swap, and keeps the review to try again", async () => {
    const testApp = await reviewEtherSale();
    wallet(testApp).failures.set('sendTransaction', new UserRejectedRequestError());
    await click('Swap');
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: 'User rejected the request.',
    });
    expect(screen.getByRole('button', { name: 'Swap' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('swap-preview-sell').textContent).toBe('1 ETH');
  });

  it('flows end confirmed: a swap the network reverted is an error, and the review stays', async () => {
    const testApp = await reviewEtherSale();
    wallet(testApp).transactionOutcome = 'failed';
    await click('Swap');
    await flush();
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      variant: 'error',
      message: 'The swap failed on the network; your tokens were not swapped',
    });
    expect(testApp.history().at(-1)?.view).toBe('SwapPreview');
  });

  it('an instance destroyed while the swap is mined ends the flow quietly: nothing is left to tell', async () => {
    const testApp = await reviewEtherSale();
    let mine: (outcome: 'confirmed') => void = () => undefined;
    wallet(testApp).transactionOutcome = new Promise((resolve) => (mine = resolve));
    const swapping = swapFlowOf(testApp.core).swap();
    await flush();
    await testApp.core.destroy();
    mine('confirmed');
    await expect(swapping).resolves.toBeUndefined();
  });
});
