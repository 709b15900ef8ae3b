import { type Address } from 'viem';
import { type DevTokenKey } from './devAssets';

/**
 * Where the swap router lives on every dev chain. The address is fixed rather than a deployment
 * address, so approvals and built swaps name the same spender on every chain and every start; the
 * router's runtime code is placed there when the chain starts.
 */
export const SWAP_ROUTER_ADDRESS: Address = '0x5A9E000000000000000000000000000000005A9e';

/** How the router names the chain's native currency, as swap services do. */
export const SWAP_NATIVE_TOKEN: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/**
 * The account that provides the pools' liquidity: one the seeded history and the tests' scenarios
 * leave alone, so accounts 0 and 1 keep exactly their seeded balances and history.
 */
export const LIQUIDITY_ACCOUNT = 8;

/** USD worth of each side of each pool at the price table: deep enough for small swaps to move the price little. */
export const POOL_SIDE_USD = 300_000;

/** A side of a pool: the native currency or one of the dev tokens. */
export type PoolAsset = 'native' | DevTokenKey;

/** The pools every dev chain starts with. The zero-decimal token has none. */
export const SWAP_POOLS: readonly (readonly [PoolAsset, PoolAsset])[] = [
  ['native', 'dai'],
  ['native', 'usdc'],
  ['dai', 'usdc'],
];

/** The liquidity account's transactions: one approval per ERC-20 pooled, then one deposit per pool. */
export const SWAP_POOL_TRANSACTION_COUNT = 2 + SWAP_POOLS.length;
