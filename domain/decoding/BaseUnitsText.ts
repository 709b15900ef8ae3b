import { refinedCodec } from './refinedCodec';
import { isBaseUnitsText } from './uint256';

/** An amount in base units from outside (`isBaseUnitsText`): past a uint256 it is refused. */
export const BaseUnitsText = refinedCodec(
  'BaseUnits',
  isBaseUnitsText,
  'expected a decimal integer text of at most a uint256',
);
