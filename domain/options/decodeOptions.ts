import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { optionProblems } from './codec/optionProblems';
import { KeyportOptionsCodec, type OptionsInput } from './KeyportOptionsCodec';
import { InvalidOptionsError } from './OptionsErrors';

/**
 * Reads what the host passed as options, from any value at all (JavaScript callers, or a
 * configuration read from JSON): the options typed, or every problem found, named.
 */
export function decodeOptions(input: unknown): E.Either<InvalidOptionsError, OptionsInput> {
  return pipe(
    KeyportOptionsCodec.decode(input),
    E.mapLeft((errors) => new InvalidOptionsError(optionProblems(errors))),
  );
}
