import { FALLBACK_PAYMENT_METHOD_LIMITS, paymentLimits } from '../../../../domain/onramp/paymentLimits';
import { type OnrampOptions } from '../../../../domain/onramp/OnrampOptions';

const options: OnrampOptions = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '20.00', max: '5000.00' }] },
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '15.00', max: '6000.00' }] },
    { id: 'EUR', payment_method_limits: [] },
  ],
  purchaseCurrencies: [],
};

describe('SPEC §5 payment limit fallback (USD and EUR): card 10.00 to 7500.00; bank account 10.00 to 25000.00', () => {
  it('has the SPEC fallback limits', () => {
    expect(FALLBACK_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ]);
  });

  it("uses the currency's own limits when the options list some", () => {
    expect(paymentLimits('USD', options)).toEqual([{ id: 'card', min: '20.00', max: '5000.00' }]);
    expect(paymentLimits('gbp', options)).toEqual([{ id: 'card', min: '15.00', max: '6000.00' }]);
  });

  it('falls back for USD and EUR when the options have no limits for them', () => {
    expect(paymentLimits('EUR', options)).toBe(FALLBACK_PAYMENT_METHOD_LIMITS);
    expect(paymentLimits('usd', undefined)).toBe(FALLBACK_PAYMENT_METHOD_LIMITS);
    expect(paymentLimits('EUR', { paymentCurrencies: [], purchaseCurrencies: [] })).toBe(
      FALLBACK_PAYMENT_METHOD_LIMITS,
    );
  });

  it('has no limits for another currency the options do not list', () => {
    expect(paymentLimits('JPY', options)).toEqual([]);
    expect(paymentLimits('JPY', undefined)).toEqual([]);
  });
});
