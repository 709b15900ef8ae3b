import { MAX_DECIMAL_TEXT_LENGTH } from '../constants/limits';
import { isDecimalText } from './boundedNumbers';
import { refinedCodec } from './refinedCodec';

/** An amount written as a decimal text from outside (`isDecimalText`): a ten-thousand-digit one is refused. */
export const DecimalText = refinedCodec(
  'DecimalText',
  isDecimalText,
  `expected a non-negative decimal text of at most ${MAX_DECIMAL_TEXT_LENGTH} characters`,
);
