import * as E from 'fp-ts/Either';
import { OnrampService } from '../../onramp/OnrampService';
import { type Keyport } from '../Keyport';
import { loadOnrampFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';
import { type GetBuyUrlErrorType, type GetBuyUrlParameters } from './getBuyUrl';

export type OpenBuyCheckoutParameters = GetBuyUrlParameters;

/** The page opened, to offer it again should the window be blocked or closed. */
export type OpenBuyCheckoutReturnType = string;

/** As `getBuyUrl`; nothing is opened when it fails. */
export type OpenBuyCheckoutErrorType = GetBuyUrlErrorType;

/**
 * Asks for the provider's checkout page of a purchase (`getBuyUrl`) and opens it in a new window,
 * where the visitor pays. Outside a page nothing opens; the page is returned all the same.
 *
 * @example
 * const url = await openBuyCheckout(keyport, { asset: 'ETH', network: 'ethereum', amount: '100' });
 */
export async function openBuyCheckout(
  keyport: Keyport,
  parameters: OpenBuyCheckoutParameters,
): Promise<OpenBuyCheckoutReturnType> {
  const onramp = (await runtimeWith(keyport, 'openBuyCheckout', loadOnrampFeature)).get(OnrampService);
  const url = await onramp.checkoutUrl(parameters);
  const opened = onramp.openCheckout(url);
  if (E.isLeft(opened)) throw opened.left;
  return url;
}
