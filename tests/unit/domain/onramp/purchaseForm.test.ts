import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { FALLBACK_PAYMENT_METHOD_LIMITS } from '../../../../domain/onramp/paymentLimits';
import { type PurchaseChoices, purchaseForm } from '../../../../domain/onramp/purchaseForm';
import { type OnrampNetworkContext } from '../../../../domain/onramp/purchaseNetwork';
import { DEV_OPTIONS } from '../../application/onramp/onrampFixtures';

const ON_ETHEREUM: OnrampNetworkContext = { namespace: 'eip155', caipNetworkId: 'eip155:1' };
const ON_ARBITRUM: OnrampNetworkContext = { namespace: 'eip155', caipNetworkId: 'eip155:42161' };
const NOTHING_CHOSEN: PurchaseChoices = {
  purchaseCurrencyId: undefined,
  paymentCurrencyId: undefined,
  amount: '',
};

function choosing(patch: Partial<PurchaseChoices>): PurchaseChoices {
  return { ...NOTHING_CHOSEN, ...patch };
}

describe('SPEC §3/§7 the buy form from the options', () => {
  it('offers the currencies sold on the active network, the first one chosen, paying in USD first', () => {
    const form = purchaseForm(DEV_OPTIONS, ON_ARBITRUM, NOTHING_CHOSEN);
    expect(form.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH', 'DUSDC']);
    expect(form.paymentCurrencies.map((currency) => currency.id)).toEqual(['EUR', 'USD', 'GBP']);
    expect(form.purchaseCurrency?.id).toBe('ETH');
    expect(form.paymentCurrencyId).toBe('USD');
    expect(form.network?.name).toBe('arbitrum');
  });

  it('leaves out currencies not sold on the active network, and delivers there', () => {
    const form = purchaseForm(DEV_OPTIONS, ON_ETHEREUM, NOTHING_CHOSEN);
    expect(form.purchaseCurrencies.map((currency) => currency.id)).toEqual(['ETH']);
    expect(form.network?.name).toBe('ethereum');
  });

  it('keeps a choice still offered, and falls back to the first currency for one no longer offered', () => {
    expect(
      purchaseForm(DEV_OPTIONS, ON_ARBITRUM, choosing({ purchaseCurrencyId: 'DUSDC' })).purchaseCurrency?.id,
    ).toBe('DUSDC');
    // On Ethereum the dollar token is not sold: the choice gives way to ether.
    expect(
      purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ purchaseCurrencyId: 'DUSDC' })).purchaseCurrency?.id,
    ).toBe('ETH');
  });

  it('works from the built-in list (SPEC §7 "built-in list on error")', () => {
    const form = purchaseForm(DEFAULT_ONRAMP_OPTIONS, ON_ETHEREUM, NOTHING_CHOSEN);
    expect(form.purchaseCurrency?.id).toBe('USDC');
    expect(form.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
    expect(form.limits).toEqual(FALLBACK_PAYMENT_METHOD_LIMITS);
  });

  it('has nothing to choose before the options are known, and checks only the shape of the amount', () => {
    const form = purchaseForm(undefined, ON_ETHEREUM, choosing({ amount: 'ten' }));
    expect(form).toMatchObject({ purchaseCurrencies: [], network: undefined, quoteRequest: undefined });
    expect(form.amountProblem).toEqual({ kind: 'invalid' });
  });
});

describe('SPEC §5 payment limits', () => {
  it('uses the SPEC fallback limits for USD when the options list none for it', () => {
    const at = (amount: string) => purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ amount }));
    expect(at('').limits).toEqual(FALLBACK_PAYMENT_METHOD_LIMITS);
    expect(at('9.99').amountProblem).toEqual({ kind: 'belowMinimum', min: '10.00' });
    expect(at('25000.01').amountProblem).toEqual({ kind: 'aboveMaximum', max: '25000.00' });
    expect(at('25000').amountProblem).toBeUndefined();
  });

  it("uses the currency's own limits when the options give them", () => {
    const at = (amount: string) =>
      purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ paymentCurrencyId: 'EUR', amount })).amountProblem;
    expect(at('15')).toEqual({ kind: 'belowMinimum', min: '20.00' });
    expect(at('5000.01')).toEqual({ kind: 'aboveMaximum', max: '5000.00' });
  });

  it('does not limit a currency with neither its own limits nor a SPEC fallback', () => {
    const form = purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ paymentCurrencyId: 'GBP', amount: '1' }));
    expect(form.limits).toEqual([]);
    expect(form.amountProblem).toBeUndefined();
  });
});

describe('SPEC §7 onramp quote: what is priced', () => {
  it('asks for no quote while the amount is empty, malformed or out of limits', () => {
    for (const amount of ['', 'ten', '0', '10.001', '5']) {
      expect([amount, purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ amount })).quoteRequest]).toEqual([
        amount,
        undefined,
      ]);
    }
  });

  it('prices nothing while there is nothing to pay with or nothing to buy', () => {
    const noPayment = { ...DEV_OPTIONS, paymentCurrencies: [] };
    const noPurchase = { ...DEV_OPTIONS, purchaseCurrencies: [] };
    expect(purchaseForm(noPayment, ON_ETHEREUM, choosing({ amount: '100' }))).toMatchObject({
      paymentCurrencyId: undefined,
      limits: [],
      quoteRequest: undefined,
    });
    expect(purchaseForm(noPurchase, ON_ETHEREUM, choosing({ amount: '100' }))).toMatchObject({
      purchaseCurrency: undefined,
      network: undefined,
      quoteRequest: undefined,
    });
  });

  it('prices an amount within the limits with the currencies and the delivery network', () => {
    expect(purchaseForm(DEV_OPTIONS, ON_ETHEREUM, choosing({ amount: ' 100 ' })).quoteRequest).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'ethereum',
    });
    expect(
      purchaseForm(DEV_OPTIONS, ON_ARBITRUM, choosing({ purchaseCurrencyId: 'DUSDC', amount: '100' }))
        .quoteRequest,
    ).toEqual({ purchaseCurrency: 'DUSDC', paymentCurrency: 'USD', amount: '100', network: 'arbitrum' });
  });
});
