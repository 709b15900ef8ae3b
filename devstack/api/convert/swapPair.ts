import { type Address } from 'viem';
import { type ChainDirectory, type ChainEntry } from '../chains/ChainDirectory';
import { parseAccount, parseCaipAddress } from '../chains/caip';
import { type Fungible } from '../chains/Fungible';
import { badRequest } from '../http/ApiError';

/** The two tokens of a swap and who swaps, all on one chain. */
export interface SwapPair {
  readonly entry: ChainEntry;
  readonly from: Fungible;
  readonly to: Fungible;
  readonly user: Address;
}

/**
 * Reads `from`, `to` (CAIP-10 tokens) and `userAddress` (CAIP-10 or plain). A swap happens on one
 * chain between two different known tokens; anything else is a 400, as with the real service.
 */
export function parseSwapPair(
  directory: ChainDirectory,
  fromText: string,
  toText: string,
  userText: string,
): SwapPair {
  const fromId = parseCaipAddress(fromText, 'from');
  const toId = parseCaipAddress(toText, 'to');
  const user = parseAccount(userText, 'userAddress');
  if (toId.chainId !== fromId.chainId || (user.chainId !== undefined && user.chainId !== fromId.chainId)) {
    throw badRequest('invalid_parameter', '`from`, `to` and `userAddress` must be on the same chain');
  }
  const from = directory.requireFungible(fromId.chainId, fromId.address, 'from');
  const to = directory.requireFungible(toId.chainId, toId.address, 'to');
  if (from.address === to.address)
    throw badRequest('invalid_parameter', '`from` and `to` are the same token');
  return { entry: directory.require(fromId.chainId, 'from'), from, to, user: user.address };
}
