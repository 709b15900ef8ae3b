import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type InvalidAmountError } from '../../../domain/send/SendErrors';
import { type NoSwapQuoteError, type SwapAmountTooSmallError } from '../../../domain/swap/SwapFlowErrors';
import { loadSwapChunk, loadSwapFeature } from '../../swap/loadSwapChunk';
import { type SwapQuoteResult } from '../../swap/SwapQuoter';
import { type SwapRequest } from '../../swap/SwapRequest';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { SwapQuoteResult, SwapRequest };

export type QuoteSwapParameters = SwapRequest;

export type QuoteSwapReturnType = SwapQuoteResult;

/**
 * "No quote is available for this pair", "The amount is too small to swap" (the quote gives
 * nothing for it), "Invalid amount" (not a positive number, or more fraction
 * digits than the token), an unknown, ambiguous or same token, SPEC §8 "Network not supported for
 * Swaps" / "for Gas Price", no account or another network, or the API's error.
 */
export type QuoteSwapErrorType =
  NoSwapQuoteError | SwapAmountTooSmallError | InvalidAmountError | KeyportDestroyedError | KeyportError;

/**
 * What selling `amount` of one token for another would give (SPEC §7 convert quotes, at the
 * network's standard gas price): both amounts in base units, and the least the swap can give at
 * the SPEC §9 slippage.
 *
 * @example
 * const quote = await quoteSwap(keyport, { from: 'ETH', to: 'DDAI', amount: '0.5' });
 * console.log(quote.toAmount, quote.minimumReceived);
 */
export async function quoteSwap(
  keyport: Keyport,
  parameters: QuoteSwapParameters,
): Promise<QuoteSwapReturnType> {
  const runtime = await runtimeWith(keyport, 'quoteSwap', loadSwapFeature);
  const { SwapQuoter } = await loadSwapChunk();
  return runtime.get(SwapQuoter).quote(parameters);
}
