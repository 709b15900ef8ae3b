import * as t from 'io-ts';
import { exactObject } from './primitives';

const PaymentCurrency = exactObject(
  {
    id: t.string,
    payment_method_limits: t.readonlyArray(
      exactObject({ id: t.string, min: t.string, max: t.string }, 'PaymentMethodLimit'),
    ),
  },
  'PaymentCurrency',
);

const PurchaseCurrency = exactObject(
  {
    id: t.string,
    name: t.string,
    symbol: t.string,
    networks: t.readonlyArray(
      exactObject(
        { name: t.string, display_name: t.string, chain_id: t.string, contract_address: t.string },
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
 */
export const OnrampOptionsAnswer = exactObject(
  {
    paymentCurrencies: t.readonlyArray(PaymentCurrency),
    purchaseCurrencies: t.readonlyArray(PurchaseCurrency),
  },
  'OnrampOptionsAnswer',
);
