import * as t from 'io-ts';
import { CaipAddressText, exactObject } from './primitives';

/**
 * REFERENCE §3a `GET /v1/convert/tokens`: `{tokens: [{name, symbol, address (CAIP-10), decimals,
 * logoUri, eip2612?}]}`. `eip2612` is not used by Keyport and is dropped.
 */
export const SwapTokensAnswer = exactObject(
  {
    tokens: t.readonlyArray(
      exactObject(
        { name: t.string, symbol: t.string, address: CaipAddressText, decimals: t.number, logoUri: t.string },
        'SwapToken',
      ),
    ),
  },
  'SwapTokensAnswer',
);
