import { CARD_PAY_CHAIN_IDS, cardPayChainFor } from '../../../../domain/onramp/cardPayChain';
import { CARD_PAY_CHAINS } from '../../../../domain/constants/limits';

describe('SPEC §9 card-pay chains (fallback ethereum)', () => {
  it('knows a chain id for every card-pay chain', () => {
    expect(Object.keys(CARD_PAY_CHAIN_IDS).sort()).toEqual([...CARD_PAY_CHAINS].sort());
  });

  it.each([
    ['eip155:1', 'ethereum'],
    ['eip155:42161', 'arbitrum'],
    ['eip155:137', 'polygon'],
    ['eip155:80094', 'berachain'],
    ['eip155:43114', 'avalanche-c-chain'],
    ['eip155:10', 'optimism'],
    ['eip155:42220', 'celo'],
    ['eip155:8453', 'base'],
  ])('pays on the active network %s as %s', (caipNetworkId, chain) => {
    expect(cardPayChainFor(caipNetworkId)).toBe(chain);
  });

  it.each(['eip155:56', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', undefined])(
    'falls back to ethereum on %s',
    (caipNetworkId) => {
      expect(cardPayChainFor(caipNetworkId)).toBe('ethereum');
    },
  );
});
