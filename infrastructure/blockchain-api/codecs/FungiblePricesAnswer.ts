import * as t from 'io-ts';
import { exactObject, ImageUrl } from './primitives';

/**
 * REFERENCE §3a `POST /v1/fungible/price`: `{fungibles: [{address, name, symbol, iconUrl, price}]}`.
 */
export const FungiblePricesAnswer = exactObject(
  {
    fungibles: t.readonlyArray(
      exactObject(
        { address: t.string, name: t.string, symbol: t.string, iconUrl: ImageUrl, price: t.number },
        'FungiblePrice',
      ),
    ),
  },
  'FungiblePricesAnswer',
);
