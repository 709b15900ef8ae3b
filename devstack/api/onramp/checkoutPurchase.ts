import { type Address } from 'viem';
import { parseEvmAddress } from '../chains/caip';
import { type ChainDirectory } from '../chains/ChainDirectory';
import { badRequest } from '../http/ApiError';
import { readPaymentAmount } from './onrampQuote';
import { type PricedPurchase, priceOnramp } from './onrampPricing';
import { type CheckoutOrder } from './onrampUrl';

/** The legacy onramp URL generator is Coinbase's (REFERENCE §3a), so its checkout is Coinbase's. */
export const CHECKOUT_PROVIDER = 'Coinbase';

/** The order's preset amount is in the provider's default payment currency. */
export const CHECKOUT_PAYMENT_CURRENCY = 'USD';

/** An order made concrete: who receives what, on which network, for which payment. */
export interface CheckoutPurchase extends PricedPurchase {
  readonly provider: string;
  readonly recipient: Address;
  readonly network: string;
}

/**
 * Prices what an order buys: the first destination wallet receives its first asset on the
 * order's default network (else the wallet's first), for the preset fiat amount. An order that
 * leaves any of these open cannot be paid on a page without a form to fill, so it is a 400.
 */
export async function priceCheckout(
  directory: ChainDirectory,
  order: CheckoutOrder,
): Promise<CheckoutPurchase> {
  const wallet = order.destinationWallets[0];
  const asset = wallet?.assets[0];
  if (wallet === undefined || asset === undefined) {
    throw badRequest('invalid_order', 'The order names no asset to buy');
  }
  const network = order.defaultNetwork ?? wallet.blockchains[0];
  if (network === undefined) throw badRequest('invalid_order', 'The order names no network');
  if (order.presetFiatAmount === undefined) {
    throw badRequest('invalid_order', 'The order names no amount to pay (presetFiatAmount)');
  }
  const priced = await priceOnramp(directory, {
    purchaseCurrency: asset,
    paymentCurrency: CHECKOUT_PAYMENT_CURRENCY,
    network,
    total: readPaymentAmount(order.presetFiatAmount),
  });
  return {
    ...priced,
    provider: CHECKOUT_PROVIDER,
    recipient: parseEvmAddress(wallet.address, 'destinationWallets.address'),
    network,
  };
}
