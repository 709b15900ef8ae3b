import { isCount } from './boundedNumbers';
import { refinedCodec } from './refinedCodec';

/** A count from outside (`isCount`): a nonce, a number of wallets. */
export const Count = refinedCodec('Count', isCount, 'expected a count, a whole number from 0');
