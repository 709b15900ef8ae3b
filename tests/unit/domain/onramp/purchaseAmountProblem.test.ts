import { FALLBACK_PAYMENT_METHOD_LIMITS } from '../../../../domain/onramp/paymentLimits';
import { purchaseAmountProblem } from '../../../../domain/onramp/purchaseAmountProblem';

describe('SPEC §5 payment limits: checking the amount to pay', () => {
  it('accepts amounts within the smallest minimum and the largest maximum of the methods, exactly', () => {
    expect(purchaseAmountProblem('10', FALLBACK_PAYMENT_METHOD_LIMITS)).toBeUndefined();
    expect(purchaseAmountProblem('7500.01', FALLBACK_PAYMENT_METHOD_LIMITS)).toBeUndefined();
    expect(purchaseAmountProblem('25000.00', FALLBACK_PAYMENT_METHOD_LIMITS)).toBeUndefined();
    expect(purchaseAmountProblem('9.99', FALLBACK_PAYMENT_METHOD_LIMITS)).toEqual({
      kind: 'belowMinimum',
      min: '10.00',
    });
    expect(purchaseAmountProblem('25000.01', FALLBACK_PAYMENT_METHOD_LIMITS)).toEqual({
      kind: 'aboveMaximum',
      max: '25000.00',
    });
  });

  it('tells an empty field from a malformed amount; cents are the finest unit', () => {
    expect(purchaseAmountProblem('  ', FALLBACK_PAYMENT_METHOD_LIMITS)).toEqual({ kind: 'missing' });
    for (const text of ['ten', '0', '-20', '10.001', '1,000']) {
      expect(purchaseAmountProblem(text, FALLBACK_PAYMENT_METHOD_LIMITS)).toEqual({ kind: 'invalid' });
    }
    expect(purchaseAmountProblem('99.500', FALLBACK_PAYMENT_METHOD_LIMITS)).toBeUndefined();
  });

  it('checks only the shape of the amount when there are no limits', () => {
    expect(purchaseAmountProblem('1', [])).toBeUndefined();
    expect(purchaseAmountProblem('1000000', [])).toBeUndefined();
  });
});
