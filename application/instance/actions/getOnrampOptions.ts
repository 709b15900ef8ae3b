import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import {
  type PaymentCurrency,
  type PaymentMethodLimit,
  type PurchaseCurrency,
  type PurchaseCurrencyNetwork,
} from '../../../domain/onramp/OnrampOptions';
import { type OnrampProvider } from '../../../domain/onramp/OnrampProviders';
import { type OnrampOffer, OnrampService } from '../../onramp/OnrampService';
import { type Keyport } from '../Keyport';
import { loadOnrampFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

export type {
  OnrampOffer,
  OnrampProvider,
  PaymentCurrency,
  PaymentMethodLimit,
  PurchaseCurrency,
  PurchaseCurrencyNetwork,
};

export type GetOnrampOptionsReturnType = OnrampOffer;

/** Never a failed call: SPEC §7 answers the built-in list instead. */
export type GetOnrampOptionsErrorType = KeyportDestroyedError;

/**
 * What can be bought, through whom and with what (SPEC §3 onramp options, §9 providers): the
 * providers that deliver on the active namespace (Coinbase on eip155, Meld on eip155 and solana),
 * the currencies to buy with the networks each is delivered on, and the currencies to pay with,
 * each with its SPEC §5 limits per payment method. When the options call fails or names nothing
 * to buy, the built-in list stands in and `builtIn` says so (SPEC §7).
 *
 * @example
 * const { providers, purchaseCurrencies, paymentCurrencies } = await getOnrampOptions(keyport);
 */
export async function getOnrampOptions(keyport: Keyport): Promise<GetOnrampOptionsReturnType> {
  const runtime = await runtimeWith(keyport, 'getOnrampOptions', loadOnrampFeature);
  return runtime.get(OnrampService).offer();
}
