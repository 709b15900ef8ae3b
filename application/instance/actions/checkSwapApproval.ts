import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { loadSwapChunk, loadSwapFeature } from '../../swap/loadSwapChunk';
import { type SwapRequest } from '../../swap/SwapRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type CheckSwapApprovalParameters = SwapRequest;

/** `needed`: `approve` must come before `swap`; `sufficient`: the swap may go ahead. */
export type CheckSwapApprovalReturnType = 'needed' | 'sufficient';

/** The request's own errors (see `quoteSwap`); a failed allowance read is not one (it counts as `needed`). */
export type CheckSwapApprovalErrorType = KeyportDestroyedError | KeyportError;

/**
 * Whether the swap router may already take the amount of the sold token (SPEC §7 convert
 * allowance). Selling the native currency never needs an approval; an allowance that cannot be
 * read counts as short, which costs a transaction but never a failed swap.
 *
 * @example
 * if ((await checkSwapApproval(keyport, request)) === 'needed') await approve(keyport, request);
 */
export async function checkSwapApproval(
  keyport: Keyport,
  parameters: CheckSwapApprovalParameters,
): Promise<CheckSwapApprovalReturnType> {
  const runtime = await runtimeWith(keyport, 'checkSwapApproval', loadSwapFeature);
  const { SwapApproval } = await loadSwapChunk();
  return (await runtime.get(SwapApproval).isNeeded(parameters)) ? 'needed' : 'sufficient';
}
