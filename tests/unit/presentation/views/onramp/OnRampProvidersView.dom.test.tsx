/**
 * @jest-environment jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { PURCHASE_DELIVERY_POLL_MS } from '../../../../../application/onramp/PurchaseDeliveryWatch';
import { RouterStore } from '../../../../../application/router/RouterStore';
import { SnackbarStore } from '../../../../../application/snackbar/SnackbarStore';
import { type Connector } from '../../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../../domain/errors/HttpStatusError';
import { OnRampProvidersView } from '../../../../../presentation/views/onramp/OnRampProvidersView';
import { ONRAMP_QUOTE_DELAY_MS } from '../../../../../presentation/views/onramp/useOnrampPurchase';
import { arbitrum, ethereum } from '../../../../fixtures/networks';
import { arrangeConnected } from '../../../../support/arrangeConnection';
import {
  DEV_OPTIONS,
  etherBalance as ether,
  PROVIDER_QUOTE,
} from '../../../application/onramp/onrampFixtures';
import { createTestApp, destroyTestApps, renderInApp } from '../../support/presentationApp';

/** Lets every pending promise settle inside React's act: a quote or a checkout crosses a few. */
async function flush(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

afterEach(destroyTestApps);

const VISITOR = '0x1234567890abcdef1234567890abcdef12abcdef';
const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

async function renderBuy(setUp: (testApp: ReturnType<typeof createTestApp>) => void = () => undefined) {
  const testApp = createTestApp({ options: { networks: [ethereum, arbitrum] } });
  testApp.blockchainApi.answers.onrampOptions = DEV_OPTIONS;
  testApp.blockchainApi.answers.onrampQuote = PROVIDER_QUOTE;
  setUp(testApp);
  arrangeConnected(testApp, ethereum, metamask, VISITOR);
  renderInApp(<OnRampProvidersView />, testApp.app);
  await flush();
  return testApp;
}

async function typeAmount(testApp: ReturnType<typeof createTestApp>, amount: string): Promise<void> {
  fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: amount } });
  await act(async () => {
    testApp.clock.advance(ONRAMP_QUOTE_DELAY_MS);
  });
  await flush();
}

describe('Buy: the OnRampProviders view', () => {
  it('lists Coinbase and Meld with their fees and namespaces (SPEC §9)', async () => {
    await renderBuy();
    const coinbase = screen.getByTestId('onramp-provider-coinbase');
    expect(coinbase.textContent).toContain('Coinbase');
    expect(coinbase.textContent).toContain('Fee 1-2%');
    expect(coinbase.textContent).toContain('Delivers on EVM networks');
    expect(screen.getByTestId('onramp-provider-meld').textContent).toContain(
      'Delivers on EVM networks, Solana',
    );
  });

  it('every provider row shows its logo: the drawn marks of Coinbase and Meld', async () => {
    await renderBuy();
    for (const name of ['coinbase', 'meld']) {
      const logo = screen.getByTestId(`onramp-provider-${name}`).querySelector('svg.kp-onramp-logo');
      expect(logo?.getAttribute('data-provider-logo')).toBe(name);
      expect(logo?.querySelectorAll('circle, path').length).toBeGreaterThan(1);
    }
  });

  it('opens the purchase form with the pickers from the options and the SPEC §5 fallback limits', async () => {
    await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    expect(screen.getByRole('heading', { name: 'Your purchase' })).toBe(document.activeElement);
    expect(screen.getByTestId('onramp-provider').textContent).toBe('Buying with Coinbase');
    const purchase = screen.getByLabelText('You buy') as HTMLSelectElement;
    expect([...purchase.options].map((option) => option.textContent)).toEqual(['Ether (ETH)']);
    expect(screen.getByTestId('onramp-network').textContent).toBe('Delivered on Ethereum');
    const payment = screen.getByLabelText('You pay in') as HTMLSelectElement;
    expect([...payment.options].map((option) => option.value)).toEqual(['EUR', 'USD', 'GBP']);
    expect(payment.value).toBe('USD');
    expect(screen.getByTestId('onramp-limits').textContent).toBe(
      'Card: 10.00 to 7500.00 USDBank account: 10.00 to 25000.00 USD',
    );
    expect(screen.queryByTestId('onramp-built-in')).toBeNull();
  });

  it('says what is wrong with the amount and keeps Buy from acting', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    const amount = screen.getByLabelText('Amount to pay');
    await typeAmount(testApp, '5');
    expect(screen.getByRole('alert').textContent).toBe('The minimum is 10.00 USD');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    await typeAmount(testApp, '30000');
    expect(screen.getByRole('alert').textContent).toBe('The maximum is 25000.00 USD');
    await typeAmount(testApp, 'abc');
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount such as 100 or 99.50');
    expect(screen.getByTestId('onramp-buy').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByTestId('onramp-buy'));
    await flush();
    expect(testApp.blockchainApi.callsOf('generateOnrampUrl')).toEqual([]);
  });

  it('shows the live quote, then opens the provider in a new window and waits for the visitor', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    expect(screen.getByTestId('onramp-quote-receive').textContent).toBe('0.032793 ETH');
    expect(screen.getByTestId('onramp-quote-total').textContent).toBe('100.00 USD');
    expect(screen.queryByTestId('onramp-quote-estimate')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await flush();
    expect(testApp.environment.openedWindows).toEqual(['https://pay.example/checkout']);
    expect(screen.getByRole('heading', { name: 'Continue in the new window' })).toBe(document.activeElement);
    const reopen = screen.getByRole('link', { name: /Open the payment page again/ });
    expect(reopen.getAttribute('href')).toBe('https://pay.example/checkout');
    expect(reopen.getAttribute('target')).toBe('_blank');
    expect(reopen.getAttribute('rel')).toContain('noopener');
    fireEvent.click(screen.getByRole('button', { name: 'Back to the purchase' }));
    expect((screen.getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('100');
  });

  it('Buy: once the balance shows the purchase, says what arrived and leads back to the account', async () => {
    const testApp = await renderBuy((app) => {
      app.blockchainApi.answers.balances = [ether('1.5')];
    });
    await act(() => testApp.core.open());
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await flush();
    await act(async () => {
      testApp.clock.advance(0);
    });
    await flush();
    testApp.blockchainApi.answers.balances = [ether('1.532793')];
    await act(async () => {
      testApp.clock.advance(PURCHASE_DELIVERY_POLL_MS);
    });
    await flush();
    expect(screen.getByRole('status').textContent).toBe('0.032793 ETH arrived in your wallet');
    expect(screen.getByRole('heading', { name: 'Purchase received' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(testApp.get(RouterStore).get().history.at(-1)?.view).toBe('Account');
  });

  it('marks the echo quote as an estimate when the quote call fails (SPEC §7)', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    testApp.blockchainApi.failNext('getOnrampQuote', new HttpStatusError(500));
    await typeAmount(testApp, '50');
    expect(screen.getByTestId('onramp-quote-receive').textContent).toBe('50 ETH');
    expect(screen.getByTestId('onramp-quote-estimate')).not.toBeNull();
  });

  it('offers the built-in currencies and says so when the options call fails (SPEC §7)', async () => {
    await renderBuy((testApp) =>
      testApp.blockchainApi.failNext('getOnrampOptions', new HttpStatusError(500)),
    );
    fireEvent.click(screen.getByTestId('onramp-provider-meld'));
    expect(screen.getByTestId('onramp-built-in')).not.toBeNull();
    const purchase = screen.getByLabelText('You buy') as HTMLSelectElement;
    expect([...purchase.options].map((option) => option.value)).toEqual(['USDC', 'ETH']);
    fireEvent.change(screen.getByLabelText('You pay in'), { target: { value: 'EUR' } });
    expect(screen.getByTestId('onramp-limits').textContent).toBe(
      'Card: 10.00 to 7500.00 EURBank account: 10.00 to 25000.00 EUR',
    );
  });

  it('drops the quote when the amount leaves the limits, and prices again on a currency change', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    expect(screen.getByTestId('onramp-quote-receive').textContent).toBe('0.032793 ETH');
    await typeAmount(testApp, '1');
    expect(screen.queryByTestId('onramp-quote')).toBeNull();
    await typeAmount(testApp, '100');
    fireEvent.change(screen.getByLabelText('You pay in'), { target: { value: 'EUR' } });
    await act(async () => {
      testApp.clock.advance(ONRAMP_QUOTE_DELAY_MS);
    });
    await flush();
    expect(testApp.blockchainApi.callsOf('getOnrampQuote').at(-1)).toEqual([
      { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '100', network: 'ethereum' },
    ]);
  });

  it('prices the amount once typing pauses: the amounts typed on the way are never asked for', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    for (const amount of ['10', '100', '1000']) {
      fireEvent.change(screen.getByLabelText('Amount to pay'), { target: { value: amount } });
      await act(async () => {
        testApp.clock.advance(ONRAMP_QUOTE_DELAY_MS - 1);
      });
    }
    expect(screen.getByTestId('onramp-quote-loading')).not.toBeNull();
    await act(async () => {
      testApp.clock.advance(1);
    });
    await flush();
    expect(testApp.blockchainApi.callsOf('getOnrampQuote')).toEqual([
      [{ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '1000', network: 'ethereum' }],
    ]);
  });

  it('tells the failure of the checkout call in the snackbar and keeps the form as it was', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    testApp.blockchainApi.failNext('generateOnrampUrl', new HttpStatusError(503));
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await flush();
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      message: 'HTTP status code: 503',
      variant: 'error',
    });
    expect(screen.getByTestId('view-OnRampProviders').getAttribute('data-step')).toBe('purchase');
    expect((screen.getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('100');
    expect(screen.getByTestId('onramp-buy').textContent).toBe('Buy');
    expect(testApp.environment.openedWindows).toEqual([]);
  });

  it('Hostile input §1: a checkout link that breaks the link rule is never opened, and the visitor is told', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    testApp.blockchainApi.answers.onrampUrl = 'javascript:alert(document.domain)';
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await flush();
    expect(testApp.environment.openedWindows).toEqual([]);
    expect(testApp.get(SnackbarStore).get()).toMatchObject({
      message: 'Refused a web link: expected an https link (or http on this machine)',
      variant: 'error',
    });
    expect(screen.getByTestId('view-OnRampProviders').getAttribute('data-step')).toBe('purchase');
  });

  it('starts over at the providers when the visitor switches network, the amount kept and delivered on the new one', async () => {
    const testApp = await renderBuy();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    await typeAmount(testApp, '100');
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await flush();
    expect(screen.getByTestId('view-OnRampProviders').getAttribute('data-step')).toBe('checkout');

    await act(() => testApp.core.switchNetwork(arbitrum));
    await flush();
    expect(screen.getByTestId('view-OnRampProviders').getAttribute('data-step')).toBe('providers');
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    expect(screen.getByTestId('onramp-network').textContent).toBe('Delivered on Arbitrum');
    expect((screen.getByLabelText('Amount to pay') as HTMLInputElement).value).toBe('100');
  });

  it('SPEC §9: offers the providers at once, while the options still load; the form waits for them', async () => {
    const testApp = createTestApp({ options: { networks: [ethereum] } });
    testApp.blockchainApi.answers.onrampOptions = DEV_OPTIONS;
    arrangeConnected(testApp, ethereum, metamask, VISITOR);
    renderInApp(<OnRampProvidersView />, testApp.app);
    expect(screen.queryByText('No provider sells crypto on this network.')).toBeNull();
    fireEvent.click(screen.getByTestId('onramp-provider-coinbase'));
    expect(screen.getByRole('status', { name: 'Loading currencies' })).not.toBeNull();
    await flush();
    expect((screen.getByLabelText('You buy') as HTMLSelectElement).value).toBe('ETH');
  });
});
