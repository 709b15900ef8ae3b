import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { isValidName, NAME_MIN_LENGTH, validateName } from '../../../../domain/name/validateName';
import { InvalidNameError } from '../../../../domain/name/NameErrors';

const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('');

describe('SPEC §5 name to register: letters, digits and hyphens, at least 4 characters', () => {
  it.each(['alice', 'ab-1', 'A1B2', '----', 'satoshi-nakamoto-2024'])('accepts %j', (name) => {
    expect(isValidName(name)).toBe(true);
    expect(validateName(name)).toEqual(E.right(name));
  });

  it.each(['abc', '', 'al ce', 'alice.eth', 'alice_b', 'zoë-name', 'ali😀'])('refuses %j', (name) => {
    expect(isValidName(name)).toBe(false);
    const result = validateName(name);
    expect(E.isLeft(result)).toBe(true);
    if (E.isLeft(result)) {
      expect(result.left).toBeInstanceOf(InvalidNameError);
      expect(result.left.code).toBe('INVALID_NAME');
      expect(result.left.shortMessage).toBe(
        'A name must be at least 4 characters of letters, digits and hyphens',
      );
    }
  });

  it('property: allowed characters pass exactly from 4 characters on', () => {
    expect(NAME_MIN_LENGTH).toBe(4);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...NAME_CHARACTERS), maxLength: 12 }), (name) => {
        expect(isValidName(name)).toBe(name.length >= 4);
      }),
    );
  });
});
