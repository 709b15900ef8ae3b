/**
 * The native currency of every devstack chain: both run as Ethereum networks (mainnet and
 * Arbitrum One), whose gas token is ether. The price comes from each chain's `nativePriceUsd`.
 */
export const NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
