import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type SwapRevertedError } from '../../../domain/swap/SwapFlowErrors';
import { loadSwapChunk, loadSwapFeature } from '../../swap/loadSwapChunk';
import { type SwapResult } from '../../swap/SwapExecution';
import { type SwapRequest } from '../../swap/SwapRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { SwapResult };

export type SwapParameters = SwapRequest;

/** The swap's hash, and `confirmed` once mined or `pending` when the watch ran out first. */
export type SwapReturnType = SwapResult;

/**
 * The wallet's error when the visitor refuses, "The swap failed on the network; your tokens were
 * not swapped" when it reverted (the price moved past the slippage), and the request's own errors.
 */
export type SwapErrorType = SwapRevertedError | KeyportDestroyedError | KeyportError;

/**
 * Swaps tokens (SPEC §7 convert build-transaction): the API builds the swap at the pool's price
 * less the SPEC §9 slippage (1 %), the wallet sends it, and it is watched until mined; then the
 * account is read again, so both tokens show what they hold now. Selling a contract token needs
 * the router's allowance first (`checkSwapApproval`, `approve`).
 *
 * @example
 * const { hash, outcome } = await swap(keyport, { from: 'ETH', to: 'DDAI', amount: '1' });
 */
export async function swap(keyport: Keyport, parameters: SwapParameters): Promise<SwapReturnType> {
  const runtime = await runtimeWith(keyport, 'swap', loadSwapFeature);
  const { SwapExecution } = await loadSwapChunk();
  return runtime.get(SwapExecution).swap(parameters);
}
