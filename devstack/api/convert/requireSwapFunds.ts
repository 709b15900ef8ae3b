import { erc20Abi } from 'viem';
import { badRequest } from '../http/ApiError';
import { readAllowance } from './readAllowance';
import { type SwapPair } from './swapPair';

/**
 * A swap the chain would refuse is refused when it is built, as swap services do before they
 * estimate gas: the user must hold `amountIn` of the token sold and, for an ERC-20, have approved
 * the router for it (ether is sent along as the value and needs no approval).
 */
export async function requireSwapFunds(pair: SwapPair, amountIn: bigint): Promise<void> {
  const { entry, from, user } = pair;
  const balance =
    from.kind === 'native'
      ? await entry.client.getBalance({ address: user })
      : await entry.client.readContract({
          address: from.address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [user],
        });
  if (balance < amountIn) {
    throw badRequest(
      'insufficient_balance',
      `${user} holds ${balance} base units of ${from.symbol}, less than ${amountIn}`,
    );
  }
  const allowance = await readAllowance(entry, from, user);
  if (allowance < amountIn) {
    throw badRequest(
      'insufficient_allowance',
      `The swap router may spend ${allowance} base units of ${from.symbol} for ${user}, less than ${amountIn}`,
    );
  }
}
