import * as t from 'io-ts';
import { DecimalText } from '../../../domain/decoding/DecimalText';
import { DisplayName, DisplaySymbol } from '../../../domain/decoding/displayText';
import { siftedList } from '../../../domain/decoding/siftedList';
import { exactObject } from './primitives';

const PaymentCurrency = exactObject(
  {
    id: t.string,
    payment_method_limits: t.readonlyArray(
      exactObject({ id: t.string, min: DecimalText, max: DecimalText }, 'PaymentMethodLimit'),
    ),
  },
  'PaymentCurrency',
);

const PurchaseCurrency = exactObject(
  {
    id: t.string,
    name: DisplayName,
    symbol: DisplaySymbol,
    networks: t.readonlyArray(
      exactObject(
        { name: t.string, display_name: DisplayName, chain_id: t.string, contract_address: t.string },
        'PurchaseCurrencyNetwork',
      ),
    ),
  },
  'PurchaseCurrency',
);

/**
 * REFERENCE §3a `GET /v1/onramp/options`: `{paymentCurrencies: [{id, payment_method_limits: [{id,
 * min, max}]}], purchaseCurrencies: [{id, name, symbol, networks: [{name, display_name, chain_id,
 * contract_address}]}]}`.
 * Each currency is decoded on its own: one with a limit that is not a decimal amount is left out
 * and described, and the others can still be bought or paid with.
 */
export const OnrampOptionsAnswer = exactObject(
  {
    paymentCurrencies: siftedList(PaymentCurrency),
    purchaseCurrencies: siftedList(PurchaseCurrency),
  },
  'OnrampOptionsAnswer',
);
