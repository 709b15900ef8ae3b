import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { echoQuote, type OnrampQuote, type OnrampQuoteRequest } from '../../../../domain/onramp/OnrampQuote';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import {
  GasPriceNetworkUnsupportedError,
  SwapNetworkUnsupportedError,
} from '../../../../domain/errors/SwapErrors';
import { accountDataCore, ARBITRUM_ID, ETHEREUM_ID, OPTIMISM_ID, SEPOLIA_ID } from './accountDataFixtures';

const SOLANA_ID = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';

const request: OnrampQuoteRequest = {
  purchaseCurrency: 'USDC',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'ethereum',
};

const providerQuote: OnrampQuote = {
  coinbaseFee: { amount: '1.49', currency: 'USD' },
  networkFee: { amount: '0.02', currency: 'USD' },
  paymentSubtotal: { amount: '98.49', currency: 'USD' },
  paymentTotal: { amount: '100', currency: 'USD' },
  purchaseAmount: { amount: '98.49', currency: 'USDC' },
  quoteId: 'quote-1',
};

const usdcToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
  logoUri: 'https://icons.example/usdc.png',
} as const;

function coreOnUnsupportedNetwork() {
  const t = accountDataCore();
  t.blockchainApi.answers.supportedChains = { http: [ARBITRUM_ID], ws: [] };
  return t;
}

describe('BlockchainApiService.getOnrampOptions (SPEC §7 GET /v1/onramp/options)', () => {
  it("SPEC §7: answers the API's options", async () => {
    const t = accountDataCore();
    const options = { paymentCurrencies: [{ id: 'GBP', payment_method_limits: [] }], purchaseCurrencies: [] };
    t.blockchainApi.answers.onrampOptions = options;

    await expect(t.service.getOnrampOptions()).resolves.toEqual(options);
  });

  it('SPEC §7 "built-in list on error"', async () => {
    const t = accountDataCore();
    t.blockchainApi.failNext('getOnrampOptions', new HttpStatusError(500));

    await expect(t.service.getOnrampOptions()).resolves.toBe(DEFAULT_ONRAMP_OPTIONS);
  });

  it('SPEC §7: skipped on an unsupported active network (empty lists, no call)', async () => {
    const t = coreOnUnsupportedNetwork();

    await expect(t.service.getOnrampOptions()).resolves.toEqual({
      paymentCurrencies: [],
      purchaseCurrencies: [],
    });
    expect(t.blockchainApi.callsOf('getOnrampOptions')).toHaveLength(0);
  });
});

describe('BlockchainApiService.getOnrampQuote (SPEC §7 POST /v1/onramp/quote)', () => {
  it("SPEC §7: answers the provider's quote for the request", async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.onrampQuote = providerQuote;

    await expect(t.service.getOnrampQuote(request)).resolves.toEqual(providerQuote);
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toEqual([[request]]);
  });

  it('SPEC §7 "on error a mock quote echoing the amount"', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.onrampQuote = undefined;

    await expect(t.service.getOnrampQuote(request)).resolves.toEqual(echoQuote(request));
  });

  it('SPEC §7: skipped on an unsupported active network: the echo quote, no call', async () => {
    const t = coreOnUnsupportedNetwork();
    t.blockchainApi.answers.onrampQuote = providerQuote;

    await expect(t.service.getOnrampQuote(request)).resolves.toEqual(echoQuote(request));
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toHaveLength(0);
  });
});

describe('BlockchainApiService.getGasPrice (SPEC §7 GET /v1/convert/gas-price)', () => {
  it('SPEC §7: answers the gas price of a swap network', async () => {
    const t = accountDataCore();

    await expect(t.service.getGasPrice(ETHEREUM_ID)).resolves.toEqual(t.blockchainApi.answers.gasPrice);
    expect(t.blockchainApi.callsOf('getGasPrice')).toEqual([[ETHEREUM_ID]]);
  });

  it.each([
    ['an eip155 network off the SPEC §9 swap list', SEPOLIA_ID],
    ['a solana network', SOLANA_ID],
  ])('SPEC §8 "Network not supported for Gas Price" on %s, without asking anything', async (_, network) => {
    const t = accountDataCore();

    const error = await t.service.getGasPrice(network as typeof ETHEREUM_ID).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GasPriceNetworkUnsupportedError);
    expect(error).toMatchObject({ shortMessage: 'Network not supported for Gas Price' });
    expect(t.blockchainApi.calls).toEqual([]);
  });

  it('SPEC §7/§8: a swap network the API does not serve is skipped with the same error', async () => {
    const t = accountDataCore();

    await expect(t.service.getGasPrice(OPTIMISM_ID)).rejects.toBeInstanceOf(GasPriceNetworkUnsupportedError);
    expect(t.blockchainApi.callsOf('getGasPrice')).toHaveLength(0);
  });
});

describe('BlockchainApiService.getSwapTokens (SPEC §7 GET /v1/convert/tokens)', () => {
  it('SPEC §7: answers the tokens of a swap network', async () => {
    const t = accountDataCore();
    t.blockchainApi.answers.swapTokens = [usdcToken];

    await expect(t.service.getSwapTokens(ETHEREUM_ID)).resolves.toEqual([usdcToken]);
    expect(t.blockchainApi.callsOf('getSwapTokens')).toEqual([[ETHEREUM_ID]]);
  });

  it('SPEC §8 "Network not supported for Swaps" off the SPEC §9 swap list, without asking anything', async () => {
    const t = accountDataCore();

    const error = await t.service.getSwapTokens(SEPOLIA_ID).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(SwapNetworkUnsupportedError);
    expect(error).toMatchObject({ shortMessage: 'Network not supported for Swaps' });
    expect(t.blockchainApi.calls).toEqual([]);
  });

  it('SPEC §7: a swap network the API does not serve is skipped (no tokens, no call)', async () => {
    const t = accountDataCore();

    await expect(t.service.getSwapTokens(OPTIMISM_ID)).resolves.toEqual([]);
    expect(t.blockchainApi.callsOf('getSwapTokens')).toHaveLength(0);
  });
});
