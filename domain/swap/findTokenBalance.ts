import { type TokenBalance } from '../balance/TokenBalance';
import { isNativeToken } from '../balance/isNativeToken';
import { type CaipAddress } from '../network/CaipNetwork';

/**
 * The visitor's balance of a swap token (CAIP-10 address), found in the balance API's list: the
 * API names ERC-20s by CAIP-10 address and lists the native currency without one.
 */
export function findTokenBalance(
  balances: readonly TokenBalance[],
  caipAddress: CaipAddress,
): TokenBalance | undefined {
  if (isNativeToken(caipAddress)) {
    const network = caipAddress.split(':').slice(0, 2).join(':');
    return balances.find((balance) => balance.address === undefined && balance.chainId === network);
  }
  const wanted = caipAddress.toLowerCase();
  return balances.find((balance) => balance.address?.toLowerCase() === wanted);
}
