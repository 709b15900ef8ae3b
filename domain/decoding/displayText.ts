import * as t from 'io-ts';
import { cutForDisplay, type DisplayTextKind } from '../format/cutForDisplay';

/**
 * A name or symbol from outside that is shown: any text, cut for display when decoded
 * (`cutForDisplay`), so a ten-megabyte name never reaches a store or a render.
 */
function displayText(kind: DisplayTextKind): t.Type<string, string, unknown> {
  return new t.Type<string, string, unknown>(
    `Display${kind === 'name' ? 'Name' : 'Symbol'}`,
    (input): input is string => typeof input === 'string',
    (input, context) =>
      typeof input === 'string'
        ? t.success(cutForDisplay(input, kind))
        : t.failure(input, context, 'expected a text'),
    t.identity,
  );
}

/** A token's, an NFT's, a wallet's or a profile's name, as shown. */
export const DisplayName = displayText('name');

/** A token's symbol, as shown. */
export const DisplaySymbol = displayText('symbol');
