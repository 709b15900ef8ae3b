import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { usableOnrampOptions } from '../../../../domain/onramp/usableOnrampOptions';

describe('SPEC §7 onramp options: the built-in list stands in', () => {
  it('for the failed call (the built-in list itself) and for an answer with nothing to buy', () => {
    expect(usableOnrampOptions(DEFAULT_ONRAMP_OPTIONS)).toEqual({
      options: DEFAULT_ONRAMP_OPTIONS,
      builtIn: true,
    });
    expect(usableOnrampOptions({ paymentCurrencies: [], purchaseCurrencies: [] })).toEqual({
      options: DEFAULT_ONRAMP_OPTIONS,
      builtIn: true,
    });
  });

  it('for the payment currencies of an answer that lists none', () => {
    const answer = {
      paymentCurrencies: [],
      purchaseCurrencies: DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies.slice(1),
    };
    const usable = usableOnrampOptions(answer);
    expect(usable.builtIn).toBe(true);
    expect(usable.options.purchaseCurrencies).toEqual(answer.purchaseCurrencies);
    expect(usable.options.paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR']);
  });

  it('not at all for a full answer', () => {
    const answer = { ...DEFAULT_ONRAMP_OPTIONS };
    expect(usableOnrampOptions(answer)).toEqual({ options: answer, builtIn: false });
  });
});
