import * as E from 'fp-ts/Either';
import { InvalidNameError } from './NameErrors';

/** SPEC §5: the shortest name that can be registered. */
export const NAME_MIN_LENGTH = 4;

const NAME_CHARACTERS = /^[a-zA-Z0-9-]+$/;

/** SPEC §5 "Name to register: letters, digits and hyphens, at least 4 characters." */
export function isValidName(candidate: string): boolean {
  return candidate.length >= NAME_MIN_LENGTH && NAME_CHARACTERS.test(candidate);
}

/** The SPEC §5 name rule as a check the registration form can show the reason of. */
export function validateName(candidate: string): E.Either<InvalidNameError, string> {
  return isValidName(candidate) ? E.right(candidate) : E.left(new InvalidNameError(candidate));
}
