import { BaseUnits, exactObject } from './primitives';

/** REFERENCE §3a `GET /v1/convert/gas-price`: `{standard, fast, instant}`, wei as texts. */
export const GasPriceAnswer = exactObject(
  { standard: BaseUnits, fast: BaseUnits, instant: BaseUnits },
  'GasPriceAnswer',
);
