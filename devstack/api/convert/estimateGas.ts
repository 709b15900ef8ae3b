import { type Address, BaseError, type Hex, HttpRequestError, type PublicClient } from 'viem';
import { badRequest } from '../http/ApiError';

/**
 * The node's gas estimate for a built transaction. A transaction the chain would refuse (a revert,
 * too little ether) is the caller's mistake and a 400 with the node's reason; a node that cannot be
 * reached is the server's failure and is thrown on (500).
 */
export async function estimateGas(
  client: PublicClient,
  transaction: {
    readonly account: Address;
    readonly to: Address;
    readonly data: Hex;
    readonly value?: bigint;
  },
): Promise<bigint> {
  try {
    return await client.estimateGas(transaction);
  } catch (error) {
    if (error instanceof BaseError && error.walk((cause) => cause instanceof HttpRequestError) !== null) {
      throw error;
    }
    const reason = error instanceof BaseError ? error.shortMessage : String(error);
    throw badRequest('estimate_failed', `The transaction would fail: ${reason}`);
  }
}
