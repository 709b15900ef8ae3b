import { DEFAULT_ONRAMP_OPTIONS } from './defaultOnrampOptions';
import { type OnrampOptions } from './OnrampOptions';

/** The options a buy form can work with, and whether they are (partly) the built-in ones. */
export interface UsableOnrampOptions {
  readonly options: OnrampOptions;
  readonly builtIn: boolean;
}

/**
 * SPEC §7 "built-in list on error", extended to answers a form cannot be filled from: with nothing
 * to buy (a skipped call answers empty lists) the built-in options stand in whole; with nothing to
 * pay with, the built-in payment currencies (USD and EUR) do.
 */
export function usableOnrampOptions(answer: OnrampOptions): UsableOnrampOptions {
  if (answer === DEFAULT_ONRAMP_OPTIONS || answer.purchaseCurrencies.length === 0) {
    return { options: DEFAULT_ONRAMP_OPTIONS, builtIn: true };
  }
  if (answer.paymentCurrencies.length === 0) {
    return {
      options: { ...answer, paymentCurrencies: DEFAULT_ONRAMP_OPTIONS.paymentCurrencies },
      builtIn: true,
    };
  }
  return { options: answer, builtIn: false };
}
