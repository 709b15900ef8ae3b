import * as t from 'io-ts';
import { exactObject } from './primitives';

const Amount = exactObject({ amount: t.string, currency: t.string }, 'OnrampAmount');

/**
 * REFERENCE §3a `POST /v1/onramp/quote` and SPEC §3 "Onramp quote: coinbaseFee, networkFee,
 * paymentSubtotal, paymentTotal, purchaseAmount (each amount and currency), quoteId".
 */
export const OnrampQuoteAnswer = exactObject(
  {
    coinbaseFee: Amount,
    networkFee: Amount,
    paymentSubtotal: Amount,
    paymentTotal: Amount,
    purchaseAmount: Amount,
    quoteId: t.string,
  },
  'OnrampQuoteAnswer',
);
