import { type TokenBalance } from '../balance/TokenBalance';
import { isNativeToken } from '../balance/isNativeToken';
import { type CaipAddress } from '../network/CaipNetwork';

/** Finds the visitor's balance of a swap token by its CAIP-10 address. */
export type TokenBalanceLookup = (caipAddress: CaipAddress) => TokenBalance | undefined;

/**
 * A lookup of the visitor's balances by swap token (CAIP-10 address): the API names ERC-20s by
 * CAIP-10 address (compared without regard to case) and lists a network's native currency without
 * one. Built once for a list, so the swap form pairs thousands of tokens with thousands of
 * balances in time proportional to their sum, not their product. The first balance listed wins.
 */
export function indexTokenBalances(balances: readonly TokenBalance[]): TokenBalanceLookup {
  const byAddress = new Map<string, TokenBalance>();
  const nativeByNetwork = new Map<string, TokenBalance>();
  for (const balance of balances) {
    const index = balance.address === undefined ? nativeByNetwork : byAddress;
    const key = (balance.address ?? balance.chainId).toLowerCase();
    if (!index.has(key)) index.set(key, balance);
  }
  return (caipAddress) => {
    if (!isNativeToken(caipAddress)) return byAddress.get(caipAddress.toLowerCase());
    const network = caipAddress.split(':').slice(0, 2).join(':');
    return nativeByNetwork.get(network.toLowerCase());
  };
}

/** The visitor's balance of one swap token (see `indexTokenBalances`). */
export function findTokenBalance(
  balances: readonly TokenBalance[],
  caipAddress: CaipAddress,
): TokenBalance | undefined {
  return indexTokenBalances(balances)(caipAddress);
}
