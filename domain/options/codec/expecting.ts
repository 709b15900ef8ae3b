import * as t from 'io-ts';
import { mismatch } from './describeValue';
import { fromValidate } from './fromValidate';

/**
 * A codec for the values `is` recognises, named by what it expects (`a string`), so that any
 * other value fails with `expected a string, got number`.
 */
export function expecting<A>(expected: string, is: (value: unknown) => value is A): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    expected,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context, mismatch(expected, input))),
    t.identity,
  );
}

export const aString = expecting('a string', (value): value is string => typeof value === 'string');

export const aBoolean = expecting('a boolean', (value): value is boolean => typeof value === 'boolean');

/** A plain object: not `null`, not an array. */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `"payment"`, `"light" or "dark"`, or `one of "a", "b", "c"`: the allowed values as the host would type them. */
function describeChoice(values: readonly string[]): string {
  const quoted = values.map((value) => JSON.stringify(value));
  if (quoted.length <= 2) return quoted.join(' or ');
  return `one of ${quoted.join(', ')}`;
}

/** One of a fixed list of strings. */
export function oneOf<const L extends readonly string[]>(values: L): t.Type<L[number], L[number], unknown> {
  return expecting(describeChoice(values), (value): value is L[number] =>
    (values as readonly unknown[]).includes(value),
  );
}

/** An option the host may leave out or set to `undefined` to keep its default. */
export function optional<A>(codec: t.Type<A, unknown, unknown>): t.Type<A | undefined, unknown, unknown> {
  return fromValidate<A | undefined>(codec.name, (input, context) =>
    input === undefined ? t.success(undefined) : codec.validate(input, context),
  );
}

/** Any plain object, for host objects whose inside Keyport does not read (e.g. AppKit-only settings). */
export const anObject = expecting('an object', (value): value is object => isRecord(value));
