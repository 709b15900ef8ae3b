import { ChainStore } from '../../../../application/chain/ChainStore';
import { ONRAMP_QUOTE_DELAY_MS, OnrampService } from '../../../../application/onramp/OnrampService';
import { OnrampStore } from '../../../../application/onramp/OnrampStore';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { type OnrampQuoteRequest, isEchoQuote } from '../../../../domain/onramp/OnrampQuote';
import { FALLBACK_PAYMENT_METHOD_LIMITS } from '../../../../domain/onramp/paymentLimits';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { arbitrum, ethereum, solanaMainnet } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
import { DEV_OPTIONS, PROVIDER_QUOTE } from './onrampFixtures';

const VISITOR = '0x1234567890abcdef1234567890abcdef12abcdef';
const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };

interface OnrampTest extends TestCore {
  readonly service: OnrampService;
  readonly store: OnrampStore;
}

/** A visitor connected on `network` with the options and quote the API answers. */
async function setUp(network = ethereum): Promise<OnrampTest> {
  const t = createTestCore({ options: { networks: [ethereum, arbitrum] } });
  t.blockchainApi.answers.onrampOptions = DEV_OPTIONS;
  t.blockchainApi.answers.onrampQuote = PROVIDER_QUOTE;
  if (network !== ethereum) await t.core.switchNetwork(network);
  arrangeConnected(t, network, metamask, VISITOR);
  const onramp = { ...t, service: t.get(OnrampService), store: t.get(OnrampStore) };
  await onramp.service.open();
  return onramp;
}

/** Types an amount and lets the quote delay pass and the quote arrive. */
async function typeAmount(t: OnrampTest, amount: string): Promise<void> {
  t.service.setAmount(amount);
  t.clock.advance(ONRAMP_QUOTE_DELAY_MS);
  await settle();
}

function quoteRequests(t: TestCore): OnrampQuoteRequest[] {
  return t.blockchainApi.callsOf('getOnrampQuote').map((args) => args[0] as OnrampQuoteRequest);
}

let started: TestCore[] = [];
afterEach(() => {
  for (const t of started) t.core.destroy();
  started = [];
});
async function begin(network = ethereum): Promise<OnrampTest> {
  const t = await setUp(network);
  started.push(t);
  return t;
}

describe('SPEC §9 onramp providers', () => {
  it('offers Coinbase and Meld on eip155, and the purchase form after choosing one', async () => {
    const t = await begin();
    expect(t.store.get().providers.map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(t.store.get().step).toBe('providers');
    t.service.chooseProvider('meld');
    expect(t.store.get()).toMatchObject({ step: 'purchase', provider: 'meld' });
    t.service.showProviders();
    expect(t.store.get().step).toBe('providers');
  });

  it('offers only Meld on solana (Coinbase serves eip155 only)', async () => {
    const t = createTestCore({
      options: { networks: [solanaMainnet] },
      adapters: [new FakeChainAdapter('solana')],
    });
    started.push(t);
    arrangeConnected(
      t,
      solanaMainnet,
      { ...metamask, chain: 'solana' },
      'So1anaVisitor1111111111111111111111111111',
    );
    const service = t.get(OnrampService);
    await service.open();
    expect(
      t
        .get(OnrampStore)
        .get()
        .providers.map((provider) => provider.name),
    ).toEqual(['meld']);
    service.chooseProvider('coinbase');
    expect(t.get(OnrampStore).get().step).toBe('providers');
  });
});

describe('SPEC §7 onramp options (built-in list on error)', () => {
  it('offers the currencies of the options, those sold on the active network, paying in USD first', async () => {
    const t = await begin(arbitrum);
    const state = t.store.get();
    expect(state.usingBuiltInOptions).toBe(false);
    expect(state.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'DUSDC']);
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(['EUR', 'USD', 'GBP']);
    expect(state.purchaseCurrencyId).toBe('ETH');
    expect(state.paymentCurrencyId).toBe('USD');
    expect(state.network?.name).toBe('arbitrum');
  });

  it('leaves out currencies not sold on the active network', async () => {
    const t = await begin(ethereum);
    expect(t.store.get().purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH']);
    expect(t.store.get().network?.name).toBe('ethereum');
  });

  it('offers the built-in list when the options call fails', async () => {
    const t = createTestCore({ options: { networks: [ethereum] } });
    started.push(t);
    arrangeConnected(t, ethereum, metamask, VISITOR);
    t.blockchainApi.failNext('getOnrampOptions', new HttpStatusError(500));
    await t.get(OnrampService).open();
    const state = t.get(OnrampStore).get();
    expect(state.usingBuiltInOptions).toBe(true);
    expect(state.purchaseCurrencies).toEqual(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies);
    expect(state.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(state.limits).toEqual(FALLBACK_PAYMENT_METHOD_LIMITS);
  });

  it('offers the built-in list when the options name nothing to buy', async () => {
    const t = createTestCore({ options: { networks: [ethereum] } });
    started.push(t);
    arrangeConnected(t, ethereum, metamask, VISITOR);
    await t.get(OnrampService).open();
    expect(t.get(OnrampStore).get().usingBuiltInOptions).toBe(true);
    expect(t.get(OnrampStore).get().purchaseCurrencyId).toBe('USDC');
  });
});

describe('SPEC §5 payment limits', () => {
  it('uses the SPEC fallback limits for USD when the options list none for it', async () => {
    const t = await begin();
    expect(t.store.get().limits).toEqual(FALLBACK_PAYMENT_METHOD_LIMITS);
    t.service.setAmount('9.99');
    expect(t.store.get().amountProblem).toEqual({ kind: 'belowMinimum', min: '10.00' });
    t.service.setAmount('25000.01');
    expect(t.store.get().amountProblem).toEqual({ kind: 'aboveMaximum', max: '25000.00' });
    t.service.setAmount('25000');
    expect(t.store.get().amountProblem).toBeUndefined();
  });

  it("uses the currency's own limits when the options give them", async () => {
    const t = await begin();
    t.service.selectPaymentCurrency('EUR');
    t.service.setAmount('15');
    expect(t.store.get().amountProblem).toEqual({ kind: 'belowMinimum', min: '20.00' });
    t.service.setAmount('5000.01');
    expect(t.store.get().amountProblem).toEqual({ kind: 'aboveMaximum', max: '5000.00' });
  });

  it('does not limit a currency with neither its own limits nor a SPEC fallback', async () => {
    const t = await begin();
    t.service.selectPaymentCurrency('GBP');
    expect(t.store.get().limits).toEqual([]);
    t.service.setAmount('1');
    expect(t.store.get().amountProblem).toBeUndefined();
  });

  it('asks for no quote while the amount is empty, malformed or out of limits', async () => {
    const t = await begin();
    for (const amount of ['', 'ten', '0', '10.001', '5']) await typeAmount(t, amount);
    expect(quoteRequests(t)).toEqual([]);
    expect(t.store.get().quote).toBeUndefined();
    expect(t.store.get().amountProblem).toEqual({ kind: 'belowMinimum', min: '10.00' });
  });
});

describe('SPEC §7 onramp quote (echo quote on error)', () => {
  it('prices the purchase once the amount has rested, with the currencies and the network', async () => {
    const t = await begin();
    t.service.setAmount('1');
    t.service.setAmount('10');
    t.service.setAmount('100');
    expect(t.store.get().quoteLoading).toBe(true);
    t.clock.advance(ONRAMP_QUOTE_DELAY_MS - 1);
    await settle();
    expect(quoteRequests(t)).toEqual([]);
    t.clock.advance(1);
    await settle();
    expect(quoteRequests(t)).toEqual([
      { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
    ]);
    expect(t.store.get()).toMatchObject({ quote: PROVIDER_QUOTE, quoteLoading: false });
  });

  it('shows the echo quote when the quote call fails', async () => {
    const t = await begin();
    t.blockchainApi.failNext('getOnrampQuote', new HttpStatusError(502));
    await typeAmount(t, '250');
    const quote = t.store.get().quote;
    expect(quote !== undefined && isEchoQuote(quote)).toBe(true);
    expect(quote?.paymentTotal).toEqual({ amount: '250', currency: 'USD' });
    expect(quote?.purchaseAmount).toEqual({ amount: '250', currency: 'ETH' });
  });

  it('drops the quote when the amount leaves the limits, and re-prices on a currency change', async () => {
    const t = await begin(arbitrum);
    await typeAmount(t, '100');
    expect(t.store.get().quote).toEqual(PROVIDER_QUOTE);
    t.service.setAmount('1');
    expect(t.store.get().quote).toBeUndefined();
    await typeAmount(t, '100');
    t.service.selectPurchaseCurrency('DUSDC');
    t.clock.advance(ONRAMP_QUOTE_DELAY_MS);
    await settle();
    expect(quoteRequests(t).at(-1)).toEqual({
      purchaseCurrency: 'DUSDC',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'arbitrum',
    });
  });
});

describe('issue 6 Buy: the provider URL opened in a new window', () => {
  it('asks for the URL of the purchase and opens it; the form waits for the new window', async () => {
    const t = await begin();
    t.service.chooseProvider('coinbase');
    await typeAmount(t, '100');
    await t.service.buy();
    expect(t.blockchainApi.callsOf('generateOnrampUrl')).toEqual([
      [
        {
          address: VISITOR,
          blockchains: ['ethereum'],
          assets: ['ETH'],
          defaultNetwork: 'ethereum',
          presetFiatAmount: 100,
        },
      ],
    ]);
    expect(t.environment.openedWindows).toEqual(['https://pay.example/checkout']);
    expect(t.store.get()).toMatchObject({
      step: 'checkout',
      checkoutUrl: 'https://pay.example/checkout',
      opening: false,
    });
    t.service.returnToPurchase();
    expect(t.store.get()).toMatchObject({ step: 'purchase', checkoutUrl: undefined, amount: '100' });
  });

  it('does not buy an amount outside the limits', async () => {
    const t = await begin();
    t.service.chooseProvider('coinbase');
    await typeAmount(t, '5');
    await t.service.buy();
    expect(t.blockchainApi.callsOf('generateOnrampUrl')).toEqual([]);
    expect(t.environment.openedWindows).toEqual([]);
  });

  it('shows the failure of the URL call in the snackbar and keeps the form', async () => {
    const t = await begin();
    t.service.chooseProvider('coinbase');
    await typeAmount(t, '100');
    t.blockchainApi.failNext('generateOnrampUrl', new HttpStatusError(503));
    await t.service.buy();
    expect(t.get(SnackbarStore).get()).toMatchObject({ message: 'HTTP status code: 503', variant: 'error' });
    expect(t.store.get()).toMatchObject({ step: 'purchase', opening: false, amount: '100' });
    expect(t.environment.openedWindows).toEqual([]);
  });

  it('Hostile input §1: a checkout link that breaks the link rule is never opened, and the visitor is told', async () => {
    const t = await begin();
    t.service.chooseProvider('coinbase');
    await typeAmount(t, '100');
    t.blockchainApi.answers.onrampUrl = 'javascript:alert(document.domain)';
    await t.service.buy();
    expect(t.environment.openedWindows).toEqual([]);
    expect(t.environment.refusedLinks).toEqual([
      { kind: 'web link', href: 'javascript:alert(document.domain)', target: '_blank' },
    ]);
    expect(t.get(SnackbarStore).get()).toMatchObject({
      message: 'Refused a web link: expected an https link (or http on this machine)',
      variant: 'error',
    });
    expect(t.store.get()).toMatchObject({ step: 'purchase', opening: false, amount: '100' });
  });

  it('starts over at the provider list when the visitor switches network', async () => {
    const t = await begin();
    t.service.chooseProvider('coinbase');
    await typeAmount(t, '100');
    await t.service.buy();
    await t.core.switchNetwork(arbitrum);
    expect(t.store.get()).toMatchObject({ step: 'providers', checkoutUrl: undefined });
    expect(t.get(ChainStore).get().activeCaipNetwork?.caipNetworkId).toBe('eip155:42161');
    expect(t.store.get().network?.name).toBe('arbitrum');
  });
});
