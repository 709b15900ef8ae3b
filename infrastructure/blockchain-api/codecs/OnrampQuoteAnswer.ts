import * as t from 'io-ts';
import { DecimalText } from '../../../domain/decoding/DecimalText';
import { DisplaySymbol } from '../../../domain/decoding/displayText';
import { exactObject } from './primitives';

/** An amount is shown and compared, so it must be a bounded decimal; a currency is a short code. */
const Amount = exactObject({ amount: DecimalText, currency: DisplaySymbol }, 'OnrampAmount');

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
