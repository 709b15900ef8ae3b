import { MAX_USD_AMOUNT } from '../constants/limits';
import { isUsdAmount } from './boundedNumbers';
import { refinedCodec } from './refinedCodec';

/** A USD price or worth from outside (`isUsdAmount`): 1e308 or a negative value is refused. */
export const UsdAmount = refinedCodec(
  'UsdAmount',
  isUsdAmount,
  `expected a USD amount from 0 to ${MAX_USD_AMOUNT}`,
);
