import * as t from 'io-ts';
import { BaseUnits, exactObject } from './primitives';

/**
 * REFERENCE §3a `GET /v1/convert/quotes`: `{quotes: [{id|null, fromAmount, fromAccount, toAmount,
 * toAccount}]}`. The amounts (base units) are what a quote is for; the rest is dropped.
 */
export const SwapQuotesAnswer = exactObject(
  { quotes: t.readonlyArray(exactObject({ fromAmount: BaseUnits, toAmount: BaseUnits }, 'SwapQuote')) },
  'SwapQuotesAnswer',
);
