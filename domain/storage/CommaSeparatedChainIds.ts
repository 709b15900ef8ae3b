import * as t from 'io-ts';

const CHAIN_ID_PATTERN = /^\d+$/;

/**
 * SPEC §3: smart-account networks are stored as a comma list of chain ids ("1,137"). Decodes to
 * numbers; an empty text is an empty list; any part that is not a whole number fails the lot.
 */
export const CommaSeparatedChainIdsCodec = new t.Type<readonly number[], string, unknown>(
  'CommaSeparatedChainIds',
  (input): input is readonly number[] =>
    Array.isArray(input) && input.every((id) => Number.isSafeInteger(id)),
  (input, context) => {
    if (typeof input !== 'string') {
      return t.failure(input, context, 'expected a comma list of chain ids');
    }
    const parts = input === '' ? [] : input.split(',').map((part) => part.trim());
    return parts.every((part) => CHAIN_ID_PATTERN.test(part))
      ? t.success(parts.map(Number))
      : t.failure(input, context, 'expected a comma list of chain ids');
  },
  (ids) => ids.join(','),
);
