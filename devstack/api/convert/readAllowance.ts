import { type Address, erc20Abi, maxUint256 } from 'viem';
import { type ChainEntry } from '../chains/ChainDirectory';
import { type Fungible } from '../chains/Fungible';
import { SWAP_ROUTER_ADDRESS } from './swapRouter';

/**
 * How much of `token` the swap router may spend for `owner`, read from the token contract. Ether
 * needs no approval, so its allowance is unlimited.
 */
export async function readAllowance(entry: ChainEntry, token: Fungible, owner: Address): Promise<bigint> {
  if (token.kind === 'native') return maxUint256;
  return entry.client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, SWAP_ROUTER_ADDRESS],
  });
}
