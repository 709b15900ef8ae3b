import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { KeyportError } from '../errors/KeyportError';

/** The CSS variables a host may set to restyle the modal (SPEC §3 theme sync). */
export const THEME_VARIABLE_NAMES = [
  '--w3m-font-family',
  '--w3m-accent',
  '--w3m-color-mix',
  '--w3m-color-mix-strength',
  '--w3m-font-size-master',
  '--w3m-border-radius-master',
  '--w3m-z-index',
  '--w3m-qr-color',
] as const;

export type ThemeVariableName = (typeof THEME_VARIABLE_NAMES)[number];

/** The variables whose value is a number (a percentage and a stacking order); the others are CSS text. */
export const NUMERIC_THEME_VARIABLES = ['--w3m-color-mix-strength', '--w3m-z-index'] as const;

type NumericThemeVariableName = (typeof NUMERIC_THEME_VARIABLES)[number];

export type ThemeVariables = {
  readonly [K in ThemeVariableName]?: K extends NumericThemeVariableName ? number : string;
};

/** A host passed theme variables Keyport does not understand. */
export class InvalidThemeVariablesError extends KeyportError {
  override readonly name = 'InvalidThemeVariablesError';

  constructor(shortMessage: string) {
    super('INVALID_THEME_VARIABLES', shortMessage);
  }
}

function isThemeVariableName(key: string): key is ThemeVariableName {
  return (THEME_VARIABLE_NAMES as readonly string[]).includes(key);
}

function isNumericThemeVariable(key: ThemeVariableName): key is NumericThemeVariableName {
  return (NUMERIC_THEME_VARIABLES as readonly string[]).includes(key);
}

function problemWith(key: string, value: unknown): string | undefined {
  if (!isThemeVariableName(key)) {
    return `Unknown theme variable "${key}"; known variables are ${THEME_VARIABLE_NAMES.join(', ')}`;
  }
  if (isNumericThemeVariable(key)) {
    return typeof value === 'number' && Number.isFinite(value)
      ? undefined
      : `Theme variable "${key}" must be a number`;
  }
  return typeof value === 'string' ? undefined : `Theme variable "${key}" must be a string`;
}

/**
 * Checks theme variables from the host before they reach the page or the embedded wallet: a
 * misspelt name would otherwise be ignored without a word, so unknown names are rejected, and
 * each value must have its variable's type. Keys set to `undefined` count as not set.
 */
export function validateThemeVariables(input: unknown): E.Either<InvalidThemeVariablesError, ThemeVariables> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return E.left(new InvalidThemeVariablesError('Theme variables must be an object'));
  }
  const entries = Object.entries(input).filter(([, value]) => value !== undefined);
  for (const [key, value] of entries) {
    const problem = problemWith(key, value);
    if (problem !== undefined) {
      return E.left(new InvalidThemeVariablesError(problem));
    }
  }
  return E.right(Object.fromEntries(entries) as ThemeVariables);
}

/** The io-ts face of {@link validateThemeVariables}, for use inside message and storage codecs. */
export const ThemeVariablesCodec = new t.Type<ThemeVariables, ThemeVariables, unknown>(
  'ThemeVariables',
  (input): input is ThemeVariables => E.isRight(validateThemeVariables(input)),
  (input, context) =>
    E.match(
      (error: InvalidThemeVariablesError) => t.failure<ThemeVariables>(input, context, error.shortMessage),
      (variables: ThemeVariables) => t.success(variables),
    )(validateThemeVariables(input)),
  t.identity,
);
