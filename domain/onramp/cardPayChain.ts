import { CARD_PAY_CHAINS, CARD_PAY_FALLBACK_CHAIN } from '../constants/limits';

export type CardPayChain = (typeof CARD_PAY_CHAINS)[number];

/** The eip155 chain id of each card-pay chain, by the payment provider's network name. */
export const CARD_PAY_CHAIN_IDS: Readonly<Record<CardPayChain, number>> = {
  ethereum: 1,
  arbitrum: 42161,
  polygon: 137,
  berachain: 80094,
  'avalanche-c-chain': 43114,
  optimism: 10,
  celo: 42220,
  base: 8453,
} as const;

/**
 * SPEC §9: the network a card payment delivers on: the visitor's active network when card payments
 * support it, else the fallback (ethereum). The active network is given by its CAIP-2 id, since
 * network names differ between wallets, hosts and the provider while the id does not.
 */
export function cardPayChainFor(activeCaipNetworkId: string | undefined): CardPayChain {
  const match = CARD_PAY_CHAINS.find(
    (chain) => `eip155:${CARD_PAY_CHAIN_IDS[chain]}` === activeCaipNetworkId,
  );
  return match ?? CARD_PAY_FALLBACK_CHAIN;
}
