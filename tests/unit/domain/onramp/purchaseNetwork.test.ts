import { DEFAULT_ONRAMP_OPTIONS } from '../../../../domain/onramp/defaultOnrampOptions';
import { type PurchaseCurrency } from '../../../../domain/onramp/OnrampOptions';
import { purchaseCurrenciesFor, purchaseNetworkFor } from '../../../../domain/onramp/purchaseNetwork';

const [USDC, ETH] = DEFAULT_ONRAMP_OPTIONS.purchaseCurrencies as [PurchaseCurrency, PurchaseCurrency];

describe('SPEC §9 card-pay chains: where a purchase is delivered', () => {
  it('delivers on the active network when the currency is sold there', () => {
    expect(purchaseNetworkFor(USDC, { namespace: 'eip155', caipNetworkId: 'eip155:137' })?.name).toBe(
      'polygon',
    );
  });

  it('falls back to ethereum on other eip155 networks', () => {
    expect(purchaseNetworkFor(ETH, { namespace: 'eip155', caipNetworkId: 'eip155:137' })?.name).toBe(
      'ethereum',
    );
    expect(purchaseNetworkFor(ETH, { namespace: 'eip155', caipNetworkId: undefined })?.name).toBe('ethereum');
  });

  it('takes the first network listed on namespaces without a card-pay fallback', () => {
    expect(purchaseNetworkFor(USDC, { namespace: 'solana', caipNetworkId: 'solana:x' })?.name).toBe(
      'ethereum',
    );
  });

  it('offers the currencies sold on the active network, or every currency when none is', () => {
    const polygon = { namespace: 'eip155', caipNetworkId: 'eip155:137' } as const;
    expect(purchaseCurrenciesFor(DEFAULT_ONRAMP_OPTIONS, polygon).map((c) => c.id)).toEqual(['USDC']);
    const celo = { namespace: 'eip155', caipNetworkId: 'eip155:42220' } as const;
    expect(purchaseCurrenciesFor(DEFAULT_ONRAMP_OPTIONS, celo).map((c) => c.id)).toEqual(['USDC', 'ETH']);
  });
});
