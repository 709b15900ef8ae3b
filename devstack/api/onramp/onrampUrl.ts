import { parseEvmAddress } from '../chains/caip';
import { badRequest } from '../http/ApiError';
import {
  optionalNumber,
  optionalString,
  requireObject,
  requireString,
  requireStringArray,
} from '../http/bodyFields';
import { type CheckoutTicket } from './checkoutTicket';

/** REFERENCE §3a: where a buyer's tokens go, and which networks and assets they may pick. */
export interface DestinationWallet {
  readonly address: string;
  readonly blockchains: readonly string[];
  readonly assets: readonly string[];
}

/** The order a checkout URL carries (the body of `POST /v1/generators/onrampurl`). */
export interface CheckoutOrder {
  readonly destinationWallets: readonly DestinationWallet[];
  readonly defaultNetwork?: string;
  readonly partnerUserId?: string;
  readonly defaultExperience?: string;
  readonly presetCryptoAmount?: number;
  readonly presetFiatAmount?: number;
}

export function parseCheckoutOrder(body: unknown): CheckoutOrder {
  const fields = requireObject(body);
  const wallets = fields['destinationWallets'];
  if (!Array.isArray(wallets) || wallets.length === 0) {
    throw badRequest('invalid_parameter', 'destinationWallets must be a non-empty list');
  }
  const destinationWallets = wallets.map((wallet): DestinationWallet => {
    const walletFields = requireObject(wallet, 'A destination wallet');
    return {
      address: parseEvmAddress(requireString(walletFields, 'address'), 'destinationWallets.address'),
      blockchains: requireStringArray(walletFields, 'blockchains'),
      assets: requireStringArray(walletFields, 'assets'),
    };
  });
  const optional = {
    defaultNetwork: optionalString(fields, 'defaultNetwork'),
    partnerUserId: optionalString(fields, 'partnerUserId'),
    defaultExperience: optionalString(fields, 'defaultExperience'),
    presetCryptoAmount: optionalNumber(fields, 'presetCryptoAmount'),
    presetFiatAmount: optionalNumber(fields, 'presetFiatAmount'),
  };
  return { destinationWallets, ...withoutUndefined(optional) };
}

/**
 * The checkout page's URL for an order: the order travels in the query, as providers' hosted
 * checkouts take it (`destinationWallets` as JSON), with the project id that opened it and the
 * ticket that lets it be paid once, before it expires.
 */
export function checkoutUrl(
  checkoutBaseUrl: string,
  projectId: string,
  order: CheckoutOrder,
  ticket: CheckoutTicket,
): string {
  const url = new URL('/checkout', checkoutBaseUrl);
  url.searchParams.set('projectId', projectId);
  url.searchParams.set('orderId', ticket.orderId);
  url.searchParams.set('expiresAt', String(ticket.expiresAt));
  url.searchParams.set('destinationWallets', JSON.stringify(order.destinationWallets));
  for (const key of [
    'defaultNetwork',
    'partnerUserId',
    'defaultExperience',
    'presetCryptoAmount',
    'presetFiatAmount',
  ] as const) {
    const value = order[key];
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** The order a checkout URL carries, read back by the checkout page. */
export function orderFromQuery(query: URLSearchParams): CheckoutOrder {
  let wallets: unknown;
  try {
    wallets = JSON.parse(query.get('destinationWallets') ?? '');
  } catch {
    throw badRequest('invalid_parameter', 'destinationWallets must be JSON');
  }
  const numberOf = (name: string) => {
    const text = query.get(name);
    return text === null ? undefined : Number(text);
  };
  return parseCheckoutOrder({
    destinationWallets: wallets,
    defaultNetwork: query.get('defaultNetwork'),
    partnerUserId: query.get('partnerUserId'),
    defaultExperience: query.get('defaultExperience'),
    presetCryptoAmount: numberOf('presetCryptoAmount'),
    presetFiatAmount: numberOf('presetFiatAmount'),
  });
}

/** The fields that have a value: an optional field is absent, never present as `undefined`. */
function withoutUndefined<T extends Record<string, unknown>>(
  fields: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
