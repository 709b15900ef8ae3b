import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type SwapApprovalNotConfirmedError } from '../../../domain/swap/SwapFlowErrors';
import { loadSwapChunk, loadSwapFeature } from '../../swap/loadSwapChunk';
import { type ApprovalResult } from '../../swap/SwapApproval';
import { type SwapRequest } from '../../swap/SwapRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { ApprovalResult };

export type ApproveParameters = SwapRequest;

/** `approved` with the approval's hash, or `notNeeded` when the allowance already covered the amount. */
export type ApproveReturnType = ApprovalResult;

/**
 * The wallet's error when the visitor refuses (e.g. `USER_REJECTED`), "The approval was not
 * confirmed in time" when the chain does not show it within a minute, and the request's own errors.
 */
export type ApproveErrorType = SwapApprovalNotConfirmedError | KeyportDestroyedError | KeyportError;

/**
 * Lets the swap router spend the sold token, when it may not yet (SPEC §7 convert build-approve):
 * the API builds the approval, the wallet sends it, and the allowance is read until the chain
 * shows it, since the swap cannot be built before. Resolves once `swap` may go ahead.
 *
 * @example
 * const request = { from: 'DDAI', to: 'ETH', amount: '100' };
 * await approve(keyport, request);
 * await swap(keyport, request);
 */
export async function approve(keyport: Keyport, parameters: ApproveParameters): Promise<ApproveReturnType> {
  const runtime = await runtimeWith(keyport, 'approve', loadSwapFeature);
  const { SwapApproval } = await loadSwapChunk();
  return runtime.get(SwapApproval).approve(parameters);
}
