import * as t from 'io-ts';
import { UsdAmount } from '../../../domain/decoding/UsdAmount';
import { DisplayName, DisplaySymbol } from '../../../domain/decoding/displayText';
import { siftedList } from '../../../domain/decoding/siftedList';
import { exactObject, ImageUrl } from './primitives';

/**
 * REFERENCE §3a `POST /v1/fungible/price`: `{fungibles: [{address, name, symbol, iconUrl, price}]}`.
 * A price that is not a USD amount leaves its token out (and without a price).
 */
export const FungiblePricesAnswer = exactObject(
  {
    fungibles: siftedList(
      exactObject(
        {
          address: t.string,
          name: DisplayName,
          symbol: DisplaySymbol,
          iconUrl: ImageUrl,
          price: UsdAmount,
        },
        'FungiblePrice',
      ),
    ),
  },
  'FungiblePricesAnswer',
);
