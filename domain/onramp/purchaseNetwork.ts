import { type ChainNamespace } from '../chain/ChainNamespace';
import { type CaipNetworkId } from '../network/CaipNetwork';
import { cardPayChainFor } from './cardPayChain';
import { type OnrampOptions, type PurchaseCurrency, type PurchaseCurrencyNetwork } from './OnrampOptions';

/** The visitor's active network, as far as buying cares. */
export interface OnrampNetworkContext {
  readonly namespace: ChainNamespace;
  /** CAIP-2 id of the active network, e.g. `eip155:42161`. */
  readonly caipNetworkId: CaipNetworkId | undefined;
}

/** The provider's name of the Solana network in purchase currency lists. */
const SOLANA_NETWORK_NAME = 'solana';

/**
 * The network a purchase of `currency` is delivered on: the visitor's active network when the
 * currency is sold there, so the tokens arrive where the wallet is looking; on eip155 otherwise
 * the SPEC §9 card-pay fallback chain (ethereum); else the first network the currency lists.
 */
export function purchaseNetworkFor(
  currency: PurchaseCurrency,
  context: OnrampNetworkContext,
): PurchaseCurrencyNetwork | undefined {
  return (
    activeNetworkOf(currency, context) ??
    (context.namespace === 'eip155'
      ? currency.networks.find((network) => network.name === cardPayChainFor(context.caipNetworkId))
      : undefined) ??
    currency.networks[0]
  );
}

/**
 * The currencies to offer: those sold on the active network when there are any, so the visitor is
 * not offered a token that would arrive on another chain; else every currency of the options.
 */
export function purchaseCurrenciesFor(
  options: OnrampOptions,
  context: OnrampNetworkContext,
): readonly PurchaseCurrency[] {
  const onActiveNetwork = options.purchaseCurrencies.filter(
    (currency) => activeNetworkOf(currency, context) !== undefined,
  );
  return onActiveNetwork.length > 0 ? onActiveNetwork : options.purchaseCurrencies;
}

function activeNetworkOf(
  currency: PurchaseCurrency,
  context: OnrampNetworkContext,
): PurchaseCurrencyNetwork | undefined {
  if (context.namespace === 'solana') {
    return currency.networks.find((network) => network.name === SOLANA_NETWORK_NAME);
  }
  if (context.namespace !== 'eip155' || context.caipNetworkId === undefined) return undefined;
  const reference = context.caipNetworkId.slice('eip155:'.length);
  return currency.networks.find((network) => network.chain_id === reference);
}

/**
 * The CAIP-2 id of the network a purchase arrives on: the provider's eip155 chain id, or on
 * Solana the visitor's active network (the provider names Solana without a chain id).
 */
export function deliveryCaipNetworkId(
  network: PurchaseCurrencyNetwork,
  context: OnrampNetworkContext,
): CaipNetworkId | undefined {
  return context.namespace === 'eip155' ? `eip155:${network.chain_id}` : context.caipNetworkId;
}
