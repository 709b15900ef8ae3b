import {
  getBuyUrl,
  getOnrampOptions,
  getOnrampQuote,
  openBuyCheckout,
} from '../../../../application/instance/actions';
import { SnackbarStore } from '../../../../application/snackbar/SnackbarStore';
import { type Connector } from '../../../../domain/connector/Connector';
import { HttpStatusError } from '../../../../domain/errors/HttpStatusError';
import { WalletNotConnectedError } from '../../../../domain/errors/WalletRequestErrors';
import { UnsafeLinkError } from '../../../../domain/link/UnsafeLinkError';
import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { FALLBACK_PAYMENT_METHOD_LIMITS } from '../../../../domain/onramp/paymentLimits';
import { FakeChainAdapter } from '../../../fakes/FakeChainAdapter';
import { ethereum, solanaMainnet } from '../../../fixtures/networks';
import { arrangeConnected } from '../../../support/arrangeConnection';
import { createTestCore, settle, type TestCore } from '../../../support/createTestCore';
import { DEV_OPTIONS, PROVIDER_QUOTE } from '../onramp/onrampFixtures';

const VISITOR = '0x1234567890abcdef1234567890abcdef12abcdef';
const metamask: Connector = { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155' };
const HUNDRED_DOLLARS_OF_ETHER = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '100',
  network: 'ethereum',
};
const ETHER_PURCHASE = { asset: 'ETH', network: 'ethereum', amount: '100' };

let started: TestCore[] = [];
afterEach(() => {
  for (const t of started) void t.core.destroy();
  started = [];
});

/** A visitor connected on Ethereum, with the options and quote the API answers. */
function connected(): TestCore {
  const t = createTestCore({ options: { networks: [ethereum] } });
  started.push(t);
  t.blockchainApi.answers.onrampOptions = DEV_OPTIONS;
  t.blockchainApi.answers.onrampQuote = PROVIDER_QUOTE;
  arrangeConnected(t, ethereum, metamask, VISITOR);
  return t;
}

describe('getOnrampOptions: SPEC §9 providers, SPEC §7 options (built-in list on error)', () => {
  it("offers Coinbase and Meld on eip155, with the options and each payment currency's SPEC §5 limits", async () => {
    const offer = await getOnrampOptions(connected().core);
    expect(offer.providers.map((provider) => provider.name)).toEqual(['coinbase', 'meld']);
    expect(offer.builtIn).toBe(false);
    expect(offer.purchaseCurrencies).toEqual(DEV_OPTIONS.purchaseCurrencies);
    expect(offer.paymentCurrencies.map((currency) => [currency.id, currency.payment_method_limits])).toEqual([
      ['EUR', [{ id: 'card', min: '20.00', max: '5000.00' }]],
      ['USD', FALLBACK_PAYMENT_METHOD_LIMITS],
      ['GBP', []],
    ]);
  });

  it('offers only Meld on solana (Coinbase serves eip155 only)', async () => {
    const t = createTestCore({
      options: { networks: [solanaMainnet] },
      adapters: [new FakeChainAdapter('solana')],
    });
    started.push(t);
    const offer = await getOnrampOptions(t.core);
    expect(offer.providers.map((provider) => provider.name)).toEqual(['meld']);
  });

  it('offers the built-in list, and says so, when the options call fails', async () => {
    const t = connected();
    t.blockchainApi.failNext('getOnrampOptions', new HttpStatusError(500));
    const offer = await getOnrampOptions(t.core);
    expect(offer.builtIn).toBe(true);
    expect(offer.purchaseCurrencies).toEqual(DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies);
    expect(offer.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(t.get(SnackbarStore).get().open).toBe(false);
  });

  it('offers the built-in list when the options name nothing to buy', async () => {
    const t = connected();
    t.blockchainApi.answers.onrampOptions = { paymentCurrencies: [], purchaseCurrencies: [] };
    const offer = await getOnrampOptions(t.core);
    expect(offer.builtIn).toBe(true);
    expect(offer.purchaseCurrencies[0]?.id).toBe('USDC');
  });
});

describe('getOnrampQuote: SPEC §7 onramp quote (echo quote on error)', () => {
  it('prices the purchase with the currencies, the amount and the network', async () => {
    const t = connected();
    await expect(getOnrampQuote(t.core, HUNDRED_DOLLARS_OF_ETHER)).resolves.toEqual({
      quote: PROVIDER_QUOTE,
      estimate: false,
    });
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toEqual([[HUNDRED_DOLLARS_OF_ETHER]]);
  });

  it('answers the echo of the amount, marked as an estimate, when the quote call fails', async () => {
    const t = connected();
    t.blockchainApi.failNext('getOnrampQuote', new HttpStatusError(502));
    const { quote, estimate } = await getOnrampQuote(t.core, { ...HUNDRED_DOLLARS_OF_ETHER, amount: '250' });
    expect(estimate).toBe(true);
    expect(quote.paymentTotal).toEqual({ amount: '250', currency: 'USD' });
    expect(quote.purchaseAmount).toEqual({ amount: '250', currency: 'ETH' });
  });

  it('with waitMs asks only once that time has passed on the instance clock', async () => {
    const t = connected();
    let answered = false;
    const quoting = getOnrampQuote(t.core, { ...HUNDRED_DOLLARS_OF_ETHER, waitMs: 400 }).then((priced) => {
      answered = true;
      return priced;
    });
    await settle();
    t.clock.advance(399);
    await settle();
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toEqual([]);
    t.clock.advance(1);
    await expect(quoting).resolves.toMatchObject({ estimate: false });
    expect(answered).toBe(true);
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toHaveLength(1);
  });

  it('a quote abandoned before it was asked for rejects at once and asks nothing', async () => {
    const t = connected();
    const abandon = new AbortController();
    abandon.abort(new Error('gone'));
    await expect(
      getOnrampQuote(t.core, { ...HUNDRED_DOLLARS_OF_ETHER, waitMs: 400, signal: abandon.signal }),
    ).rejects.toThrow('gone');
    await expect(
      getOnrampQuote(t.core, { ...HUNDRED_DOLLARS_OF_ETHER, signal: abandon.signal }),
    ).rejects.toThrow('gone');
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toEqual([]);
  });

  it('a wait abandoned through its signal rejects with the reason and asks nothing (typing went on)', async () => {
    const t = connected();
    const abandon = new AbortController();
    const quoting = getOnrampQuote(t.core, {
      ...HUNDRED_DOLLARS_OF_ETHER,
      waitMs: 400,
      signal: abandon.signal,
    });
    await settle();
    abandon.abort(new Error('a newer amount'));
    await expect(quoting).rejects.toThrow('a newer amount');
    t.clock.advance(1_000);
    await settle();
    expect(t.blockchainApi.callsOf('getOnrampQuote')).toEqual([]);
  });
});

describe('getBuyUrl and openBuyCheckout: the provider checkout (SPEC §7 onramp url)', () => {
  it('asks for the checkout of the purchase for the connected address, and returns the page', async () => {
    const t = connected();
    await expect(getBuyUrl(t.core, ETHER_PURCHASE)).resolves.toBe('https://pay.example/checkout');
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
    expect(t.environment.openedWindows).toEqual([]);
  });

  it('openBuyCheckout opens the page in a new window and returns it', async () => {
    const t = connected();
    await expect(openBuyCheckout(t.core, ETHER_PURCHASE)).resolves.toBe('https://pay.example/checkout');
    expect(t.environment.openedWindows).toEqual(['https://pay.example/checkout']);
  });

  it('refuses an amount that is not money, and a purchase with no address while no wallet is connected, asking nothing', async () => {
    const t = connected();
    for (const amount of ['', 'ten', '0', '10.001', 100 as never]) {
      await expect(getBuyUrl(t.core, { ...ETHER_PURCHASE, amount })).rejects.toThrow(TypeError);
    }
    const visitorless = createTestCore({ options: { networks: [ethereum] } });
    started.push(visitorless);
    await expect(getBuyUrl(visitorless.core, ETHER_PURCHASE)).rejects.toBeInstanceOf(WalletNotConnectedError);
    await expect(getBuyUrl(visitorless.core, { ...ETHER_PURCHASE, address: VISITOR })).resolves.toBe(
      'https://pay.example/checkout',
    );
    expect(t.blockchainApi.callsOf('generateOnrampUrl')).toEqual([]);
  });

  it('a failed call throws its error and opens nothing', async () => {
    const t = connected();
    t.blockchainApi.failNext('generateOnrampUrl', new HttpStatusError(503));
    await expect(openBuyCheckout(t.core, ETHER_PURCHASE)).rejects.toThrow('HTTP status code: 503');
    expect(t.environment.openedWindows).toEqual([]);
    expect(t.get(SnackbarStore).get().open).toBe(false);
  });

  it('Hostile input §1: a checkout link that breaks the web-link rule is never returned nor opened', async () => {
    const t = connected();
    t.blockchainApi.answers.onrampUrl = 'javascript:alert(document.domain)';
    await expect(getBuyUrl(t.core, ETHER_PURCHASE)).rejects.toBeInstanceOf(UnsafeLinkError);
    await expect(openBuyCheckout(t.core, ETHER_PURCHASE)).rejects.toThrow(
      'Refused a web link: expected an https link (or http on this machine)',
    );
    expect(t.environment.openedWindows).toEqual([]);
    expect(t.environment.refusedLinks).toEqual([]);
  });
});
