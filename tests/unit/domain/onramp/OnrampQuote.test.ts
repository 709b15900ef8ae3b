import {
  ECHO_QUOTE_ID,
  echoQuote,
  isEchoQuote,
  type OnrampQuote,
} from '../../../../domain/onramp/OnrampQuote';

describe('SPEC §7 on quote error a mock quote echoing the amount', () => {
  const request = { purchaseCurrency: 'USDC', paymentCurrency: 'USD', amount: '100', network: 'ethereum' };

  it('prices the purchase one to one and charges no fee', () => {
    expect(echoQuote(request)).toEqual({
      coinbaseFee: { amount: '0', currency: 'USD' },
      networkFee: { amount: '0', currency: 'USD' },
      paymentSubtotal: { amount: '100', currency: 'USD' },
      paymentTotal: { amount: '100', currency: 'USD' },
      purchaseAmount: { amount: '100', currency: 'USDC' },
      quoteId: ECHO_QUOTE_ID,
    });
  });

  it('tells the echo quote from a provider quote', () => {
    expect(isEchoQuote(echoQuote(request))).toBe(true);
    const real: OnrampQuote = { ...echoQuote(request), quoteId: '6a2f0d1e' };
    expect(isEchoQuote(real)).toBe(false);
  });
});
