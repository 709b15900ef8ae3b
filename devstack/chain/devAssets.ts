/**
 * What every dev chain holds: its tokens, its NFT collections and the USD prices the devstack's
 * price table gives them. The same set is deployed on every dev chain, by the same deployer at the
 * same nonces, so a token has the same address on chain 1 and on chain 42161.
 */

export interface DevTokenDefinition {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly priceUsd: number;
}

/** An 18-decimal and a 6-decimal stablecoin, and a zero-decimal token (SPEC §5 hides it). */
export const DEV_TOKENS = {
  dai: { name: 'Dev Dai', symbol: 'DDAI', decimals: 18, priceUsd: 1 },
  usdc: { name: 'Dev USD Coin', symbol: 'DUSDC', decimals: 6, priceUsd: 1 },
  points: { name: 'Dev Points', symbol: 'DPTS', decimals: 0, priceUsd: 0.01 },
} as const satisfies Record<string, DevTokenDefinition>;

export type DevTokenKey = keyof typeof DEV_TOKENS;

/** The order a dev chain lists its tokens in. */
export const DEV_TOKEN_ORDER: readonly DevTokenKey[] = ['dai', 'usdc', 'points'];

export const DEV_COLLECTIBLE = { name: 'Dev Collectibles', symbol: 'DCOL' } as const;

/** Named like the airdrops it imitates, but plainly a dev collection. */
export const DEV_SPAM_COLLECTION = { name: 'Dev Spam Airdrop', symbol: 'DSPAM' } as const;

/**
 * Both SPEC §9 swap networks that the devstack runs use ether as their native token, so they share
 * its price. A chain missing here is also taken to be an ether chain.
 */
const NATIVE_PRICE_USD_BY_CHAIN: Readonly<Record<number, number>> = { 1: 3000, 42161: 3000 };
const ETHER_PRICE_USD = 3000;

export function nativePriceUsd(chainId: number): number {
  return NATIVE_PRICE_USD_BY_CHAIN[chainId] ?? ETHER_PRICE_USD;
}
