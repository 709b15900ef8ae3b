import { BaseError, ContractFunctionRevertedError, isHex, type Hex } from 'viem';

/**
 * The revert data somewhere in a viem error's causes. viem decodes it only from nodes that word a
 * revert "execution reverted"; ganache says "VM Exception while processing transaction: revert" and
 * passes the data on the RPC error, so it is looked for there too.
 */
export function revertDataOf(error: unknown): Hex | undefined {
  if (!(error instanceof BaseError)) return undefined;
  const reverted = error.walk((cause) => cause instanceof ContractFunctionRevertedError);
  if (reverted instanceof ContractFunctionRevertedError && reverted.raw !== undefined) return reverted.raw;
  const carrier = error.walk((cause) => isHex(dataOf(cause)));
  const data = dataOf(carrier);
  return isHex(data) ? data : undefined;
}

function dataOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
}
