import * as E from 'fp-ts/Either';
import {
  InvalidThemeVariablesError,
  THEME_VARIABLE_NAMES,
  ThemeVariablesCodec,
  validateThemeVariables,
} from '../../../../domain/theme/ThemeVariables';

function leftMessage(input: unknown): string {
  const result = validateThemeVariables(input);
  if (E.isRight(result)) {
    throw new Error('expected a Left');
  }
  expect(result.left).toBeInstanceOf(InvalidThemeVariablesError);
  expect(result.left.code).toBe('INVALID_THEME_VARIABLES');
  return result.left.shortMessage;
}

describe('SPEC §3 theme variables', () => {
  it('SPEC §3: the eight theme variables', () => {
    expect(THEME_VARIABLE_NAMES).toEqual([
      '--w3m-font-family',
      '--w3m-accent',
      '--w3m-color-mix',
      '--w3m-color-mix-strength',
      '--w3m-font-size-master',
      '--w3m-border-radius-master',
      '--w3m-z-index',
      '--w3m-qr-color',
    ]);
  });

  it('SPEC §3: accepts strings, and numbers for color-mix-strength and z-index', () => {
    const variables = {
      '--w3m-font-family': 'Inter, sans-serif',
      '--w3m-accent': '#47a1ff',
      '--w3m-color-mix': '#000',
      '--w3m-color-mix-strength': 40,
      '--w3m-font-size-master': '10px',
      '--w3m-border-radius-master': '2px',
      '--w3m-z-index': 1000,
      '--w3m-qr-color': '#fff',
    };
    expect(validateThemeVariables(variables)).toEqual(E.right(variables));
    expect(validateThemeVariables({})).toEqual(E.right({}));
  });

  it('SPEC §3: a key set to undefined counts as not set', () => {
    expect(validateThemeVariables({ '--w3m-accent': undefined, '--w3m-z-index': 5 })).toEqual(
      E.right({ '--w3m-z-index': 5 }),
    );
  });

  it('SPEC §3: rejects unknown keys with a clear error', () => {
    expect(leftMessage({ '--w3m-acent': 'red' })).toMatch(
      /^Unknown theme variable "--w3m-acent"; known variables are/,
    );
  });

  it('SPEC §3: rejects values of the wrong type', () => {
    expect(leftMessage({ '--w3m-z-index': '10' })).toBe('Theme variable "--w3m-z-index" must be a number');
    expect(leftMessage({ '--w3m-color-mix-strength': Number.NaN })).toBe(
      'Theme variable "--w3m-color-mix-strength" must be a number',
    );
    expect(leftMessage({ '--w3m-accent': 5 })).toBe('Theme variable "--w3m-accent" must be a string');
  });

  it('SPEC §3: rejects anything that is not an object', () => {
    for (const input of [null, 'dark', 3, ['--w3m-accent']]) {
      expect(leftMessage(input)).toBe('Theme variables must be an object');
    }
  });

  it('SPEC §3: the codec decodes and guards the same way', () => {
    expect(ThemeVariablesCodec.decode({ '--w3m-accent': 'red' })).toEqual(E.right({ '--w3m-accent': 'red' }));
    expect(ThemeVariablesCodec.is({ '--w3m-accent': 'red' })).toBe(true);
    expect(ThemeVariablesCodec.is({ color: 'red' })).toBe(false);
    const decoded = ThemeVariablesCodec.decode({ color: 'red' });
    expect(E.isLeft(decoded) && decoded.left[0]?.message).toMatch(/Unknown theme variable "color"/);
    expect(ThemeVariablesCodec.encode({ '--w3m-z-index': 1 })).toEqual({ '--w3m-z-index': 1 });
  });
});
