import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type KeyportError } from '../../../domain/errors/KeyportError';
import { type SwapNetworkUnsupportedError } from '../../../domain/errors/SwapErrors';
import { type CaipNetworkId } from '../../../domain/network/CaipNetwork';
import { type SwapToken } from '../../ports/BlockchainApi';
import { loadSwapChunk, loadSwapFeature } from '../../swap/loadSwapChunk';
import { type SwapMarket } from '../../swap/SwapTokenList';
import { type Keyport } from '../Keyport';
import { runtimeWith } from '../internal/runtime';

export type { SwapMarket, SwapToken };

export interface ListSwapTokensParameters {
  /** The network to swap on; the active one when left out. The wallet must be on it. */
  readonly network?: CaipNetworkId;
}

export type ListSwapTokensReturnType = SwapMarket;

/**
 * SPEC §8 "Network not supported for Swaps" off the SPEC §9 swap networks (nothing is asked of the
 * API then); no connected account, another network, or the API's error ("HTTP status code: 500").
 */
export type ListSwapTokensErrorType = SwapNetworkUnsupportedError | KeyportDestroyedError | KeyportError;

/**
 * What the account can swap on the network (SPEC §7 convert tokens): the tokens, the account's
 * balances and the tokens' USD prices (empty when they could not be read: a swap does not need
 * them). The list read is kept for the quotes and swaps that name its tokens.
 *
 * @example
 * const { tokens, balances } = await listSwapTokens(keyport);
 */
export async function listSwapTokens(
  keyport: Keyport,
  parameters: ListSwapTokensParameters = {},
): Promise<ListSwapTokensReturnType> {
  const runtime = await runtimeWith(keyport, 'listSwapTokens', loadSwapFeature);
  const { SwapTokenList } = await loadSwapChunk();
  return runtime.get(SwapTokenList).market(parameters.network);
}
