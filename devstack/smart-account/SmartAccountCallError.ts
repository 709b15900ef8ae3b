import { decodeErrorResult, parseAbi, type Address, type Hex } from 'viem';
import { keyportAccountAbi } from './keyportAccountAbi';
import { revertDataOf } from './revertData';
import { type AccountCall } from './signedBatch';

/** Solidity's own errors and OpenZeppelin's token errors: the reasons a dev chain's calls most often fail with. */
const KNOWN_ERRORS = parseAbi([
  'error Error(string message)',
  'error Panic(uint256 code)',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error ERC721NonexistentToken(uint256 tokenId)',
  'error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner)',
]);

/** A call of a batch reverted, so the whole batch was refused: no call took effect. */
export class SmartAccountCallError extends Error {
  constructor(
    /** Which call, from 0. */
    readonly index: number,
    readonly to: Address,
    /** What the called contract reverted with (`0x` when it gave nothing). */
    readonly reason: Hex,
    callCount: number,
  ) {
    super(
      `Call ${index + 1} of ${callCount} (to ${to}) reverted (${describeReason(reason)}); ` +
        'the batch was refused as a whole and nothing was done',
    );
    this.name = 'SmartAccountCallError';
  }
}

/** The `SmartAccountCallError` that a viem error carries when a batch failed on one of its calls. */
export function callErrorOf(
  error: unknown,
  calls: readonly AccountCall[],
): SmartAccountCallError | undefined {
  const data = revertDataOf(error);
  if (data === undefined) return undefined;
  try {
    const decoded = decodeErrorResult({ abi: keyportAccountAbi, data });
    if (decoded.errorName !== 'CallFailed') return undefined;
    const [index, reason] = decoded.args;
    const call = calls[Number(index)];
    return call === undefined
      ? undefined
      : new SmartAccountCallError(Number(index), call.to, reason, calls.length);
  } catch {
    return undefined;
  }
}

/** A known error in words; any other as its data. */
function describeReason(reason: Hex): string {
  if (reason === '0x') return 'no reason given';
  try {
    const { errorName, args } = decodeErrorResult({ abi: KNOWN_ERRORS, data: reason });
    if (errorName === 'Error') return `"${String(args[0])}"`;
    if (errorName === 'Panic') return `panic ${String(args[0])}`;
    return `${errorName}(${args.map(String).join(', ')})`;
  } catch {
    // Not an error this module knows: the data below is all there is.
  }
  return `error data ${reason.length > 138 ? `${reason.slice(0, 138)}...` : reason}`;
}
