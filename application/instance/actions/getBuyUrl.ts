import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type WalletNotConnectedError } from '../../../domain/errors/WalletRequestErrors';
import { type UnsafeLinkError } from '../../../domain/link/UnsafeLinkError';
import { type CheckoutRequest, OnrampService } from '../../onramp/OnrampService';
import { type Keyport } from '../Keyport';
import { loadOnrampFeature } from '../features/accountFeatures';
import { runtimeWith } from '../internal/runtime';

/** The purchase: what to buy, delivered where, for how much, to whom. */
export type GetBuyUrlParameters = CheckoutRequest;

/** The provider's checkout page, a web link (`https:`, or `http:` on a loopback host). */
export type GetBuyUrlReturnType = string;

/**
 * `UnsafeLinkError` when the page the API names breaks the web-link rule, `WalletNotConnectedError`
 * without an address, a `TypeError` for an amount that is not a positive amount of money, and the
 * API's error when the call failed.
 */
export type GetBuyUrlErrorType =
  UnsafeLinkError | WalletNotConnectedError | KeyportError | KeyportDestroyedError | TypeError;

/**
 * The provider's checkout page for a purchase (SPEC §7 onramp url), where the visitor pays; the
 * tokens then arrive in the wallet like any transfer. The link is checked by the web-link rule
 * before it is returned: a page that breaks it is never handed on.
 *
 * @example
 * const url = await getBuyUrl(keyport, { asset: 'USDC', network: 'base', amount: '100' });
 */
export async function getBuyUrl(
  keyport: Keyport,
  parameters: GetBuyUrlParameters,
): Promise<GetBuyUrlReturnType> {
  const runtime = await runtimeWith(keyport, 'getBuyUrl', loadOnrampFeature);
  return runtime.get(OnrampService).checkoutUrl(parameters);
}
