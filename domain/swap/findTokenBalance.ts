import { type TokenBalance } from '../balance/TokenBalance';
import { NATIVE_TOKEN_ADDRESSES } from '../constants/limits';

/** Whether a CAIP-10 token address (`eip155:1:0xEeee…`) stands for the network's native currency. */
export function isNativeTokenAddress(caipAddress: string): boolean {
  const address = caipAddress.split(':')[2];
  return address !== undefined && address.toLowerCase() === NATIVE_TOKEN_ADDRESSES.eip155;
}

/**
 * The visitor's balance of a swap token (CAIP-10 address), found in the balance API's list: the
 * API names ERC-20s by CAIP-10 address and lists the native currency without one.
 */
export function findTokenBalance(
  balances: readonly TokenBalance[],
  caipAddress: string,
): TokenBalance | undefined {
  if (isNativeTokenAddress(caipAddress)) {
    const network = caipAddress.split(':').slice(0, 2).join(':');
    return balances.find((balance) => balance.address === undefined && balance.chainId === network);
  }
  const wanted = caipAddress.toLowerCase();
  return balances.find((balance) => balance.address?.toLowerCase() === wanted);
}
