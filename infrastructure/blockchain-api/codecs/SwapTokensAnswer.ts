import { TokenDecimals } from '../../../domain/decoding/TokenDecimals';
import { DisplayName, DisplaySymbol } from '../../../domain/decoding/displayText';
import { siftedList } from '../../../domain/decoding/siftedList';
import { CaipAddressText, exactObject, ImageUrl } from './primitives';

/**
 * REFERENCE §3a `GET /v1/convert/tokens`: `{tokens: [{name, symbol, address (CAIP-10), decimals,
 * logoUri, eip2612?}]}`. `eip2612` is not used by Keyport and is dropped; a logo that fails the
 * image rule reads as none. Each token is decoded
 * on its own: one with decimals that are not a whole number from 0 to 255 is left out and
 * described, and the others can still be swapped.
 */
export const SwapTokensAnswer = exactObject(
  {
    tokens: siftedList(
      exactObject(
        {
          name: DisplayName,
          symbol: DisplaySymbol,
          address: CaipAddressText,
          decimals: TokenDecimals,
          logoUri: ImageUrl,
        },
        'SwapToken',
      ),
    ),
  },
  'SwapTokensAnswer',
);
