import { startBlockchainApi } from '../../../devstack/api/startBlockchainApi';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

interface Amount {
  readonly amount: string;
  readonly currency: string;
}

interface Quote {
  readonly coinbaseFee: Amount;
  readonly networkFee: Amount;
  readonly paymentSubtotal: Amount;
  readonly paymentTotal: Amount;
  readonly purchaseAmount: Amount;
  readonly quoteId: string;
}

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

const cents = (amount: Amount) => Math.round(Number(amount.amount) * 100);

describe('onramp (SPEC §7 onramp calls, §5 payment limits, REFERENCE §3a)', () => {
  it('GET /v1/onramp/options: USD and EUR with the SPEC §5 limits; ETH and the dev tokens on both dev chains', async () => {
    const answer = await stack.get<{
      paymentCurrencies: unknown[];
      purchaseCurrencies: { id: string; name: string; symbol: string; networks: unknown[] }[];
    }>('/v1/onramp/options');
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ];
    expect(answer.body.paymentCurrencies).toEqual([
      { id: 'USD', payment_method_limits: limits },
      { id: 'EUR', payment_method_limits: limits },
    ]);
    const ether = answer.body.purchaseCurrencies.find((currency) => currency.id === 'ETH');
    expect(ether).toEqual({
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'arbitrum', display_name: 'Arbitrum', chain_id: '42161', contract_address: '' },
      ],
    });
    const usdc = firstChain(stack).tokens.find((token) => token.symbol === 'DUSDC');
    expect(answer.body.purchaseCurrencies).toContainEqual(
      expect.objectContaining({
        id: 'DUSDC',
        networks: expect.arrayContaining([
          expect.objectContaining({ name: 'ethereum', contract_address: usdc?.address }),
        ]),
      }),
    );
  });

  it('POST /v1/onramp/quote: 1.5 % fee, a network fee from the gas price, the rest bought at the table price', async () => {
    const answer = await stack.post<Quote>(
      '/v1/onramp/quote',
      { purchaseCurrency: 'DUSDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(answer.status).toBe(200);
    const quote = answer.body;
    expect(quote.paymentTotal).toEqual({ amount: '100.00', currency: 'USD' });
    expect(quote.coinbaseFee).toEqual({ amount: '1.50', currency: 'USD' });
    const gasPrice = await devChainClients(firstChain(stack)).publicClient.getGasPrice();
    const networkFeeUsd = (65_000 * Number(gasPrice) * 3000) / 1e18;
    expect(cents(quote.networkFee)).toBe(Math.ceil(networkFeeUsd * 100));
    expect(cents(quote.paymentSubtotal)).toBe(10_000 - 150 - cents(quote.networkFee));
    // DUSDC is priced at 1 USD, so the subtotal buys as many tokens as it has dollars.
    expect(Number(quote.purchaseAmount.amount)).toBe(Number(quote.paymentSubtotal.amount));
    expect(quote.purchaseAmount.currency).toBe('DUSDC');
    expect(quote.quoteId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('POST /v1/onramp/quote converts EUR and prices ether at the table price', async () => {
    const answer = await stack.post<Quote>(
      '/v1/onramp/quote',
      { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '300', network: 'arbitrum' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(answer.body.coinbaseFee).toEqual({ amount: '4.50', currency: 'EUR' });
    const ether = Number(answer.body.purchaseAmount.amount);
    expect(ether).toBeCloseTo((Number(answer.body.paymentSubtotal.amount) * 1.08) / 3000, 8);
    expect(answer.body.purchaseAmount.currency).toBe('ETH');
  });

  it('refuses amounts outside the SPEC §5 limits, unknown currencies and networks with 400', async () => {
    const base = { purchaseCurrency: 'DUSDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' };
    for (const change of [
      { amount: '5' },
      { amount: '30000' },
      { paymentCurrency: 'GBP' },
      { network: 'solana' },
      { purchaseCurrency: 'DOGE' },
    ]) {
      const answer = await stack.post(
        '/v1/onramp/quote',
        { ...base, ...change },
        { projectId: DEMO_PROJECT_ID },
      );
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 400, reasons: [{ name: 'invalid_parameter' }] },
      });
    }
  });

  it('POST /v1/generators/onrampurl gives a checkout URL carrying the order; the checkout page shows it', async () => {
    const address = devAccount(firstChain(stack), 3);
    const answer = await stack.post<{ url: string }>(
      '/v1/generators/onrampurl',
      {
        destinationWallets: [{ address, blockchains: ['ethereum'], assets: ['DUSDC'] }],
        defaultNetwork: 'ethereum',
        partnerUserId: address,
        defaultExperience: 'buy',
        presetCryptoAmount: 25,
        presetFiatAmount: 30,
      },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${stack.api.url}/checkout`);
    expect(url.searchParams.get('defaultNetwork')).toBe('ethereum');
    expect(url.searchParams.get('presetFiatAmount')).toBe('30');

    const page = await fetch(url);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('devstack checkout');
    expect(html).toContain(address);
    expect(html).toContain('DUSDC');
  });

  it('points the URL at checkoutBaseUrl when one is configured', async () => {
    const api = await startBlockchainApi({ chains: stack.chains, checkoutBaseUrl: 'http://127.0.0.1:9/' });
    try {
      const response = await fetch(`${api.url}/v1/generators/onrampurl?projectId=${DEMO_PROJECT_ID}`, {
        method: 'POST',
        body: JSON.stringify({
          destinationWallets: [{ address: devAccount(firstChain(stack), 3), blockchains: [], assets: [] }],
        }),
      });
      expect(((await response.json()) as { url: string }).url).toMatch(
        /^http:\/\/127\.0\.0\.1:9\/checkout\?/,
      );
    } finally {
      await api.close();
    }
  });
});
