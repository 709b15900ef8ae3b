import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { mismatch } from './describeValue';
import { isRecord } from './expecting';
import { fromValidate } from './fromValidate';
import { nearestName } from './nearestName';
import { MOST_PROBLEMS_REPORTED } from './reportLimit';

/** A codec for each field of `T`; an optional field's codec accepts `undefined`. */
export type FieldCodecs<T> = { readonly [K in keyof T]-?: t.Type<T[K], unknown, unknown> };

/** How an object treats names it has no codec for. */
export interface ObjectRules {
  /** What the message calls one of its names: `option`, `feature`, `service`… */
  readonly noun: string;
  /**
   * `refuse` for objects Keyport defines (a misspelt name would otherwise be ignored without a
   * word); `keep` for objects hosts build from other libraries (a viem chain, a wallet's
   * metadata), whose extra fields Keyport does not read.
   */
  readonly unknownNames: 'refuse' | 'keep';
}

/** Listing every known name helps only when there are few of them. */
const MOST_NAMES_LISTED = 8;

function unknownNameProblem(name: string, known: readonly string[], noun: string): string {
  const suggestion = nearestName(name, known);
  if (suggestion !== undefined) return `unknown ${noun}; did you mean ${suggestion}?`;
  return known.length <= MOST_NAMES_LISTED
    ? `unknown ${noun}; expected one of ${known.join(', ')}`
    : `unknown ${noun}`;
}

function validateObject<T>(
  expected: string,
  fields: FieldCodecs<T>,
  rules: ObjectRules,
): t.Validate<unknown, T> {
  const codecs = Object.entries(fields) as [string, t.Type<unknown, unknown, unknown>][];
  const known = codecs.map(([name]) => name);
  return (input, context) => {
    if (!isRecord(input)) return t.failure(input, context, mismatch(expected, input));
    const errors: t.ValidationError[] = [];
    for (const [name, codec] of codecs) {
      const value = input[name];
      const result = codec.validate(value, t.appendContext(context, name, codec, value));
      if (E.isLeft(result)) errors.push(...result.left);
    }
    if (rules.unknownNames === 'refuse') {
      const unknown = Object.keys(input).filter((name) => !known.includes(name));
      for (const name of unknown.slice(0, MOST_PROBLEMS_REPORTED)) {
        const value = input[name];
        errors.push({
          value,
          context: t.appendContext(context, name, t.unknown, value),
          message: unknownNameProblem(name, known, rules.noun),
        });
      }
    }
    return errors.length > 0 ? t.failures(errors) : t.success(input as T);
  };
}

/**
 * An object with the given fields, each checked by its codec. Every problem is reported, each at
 * its own field, so a host with several mistakes learns of all of them at once.
 */
export function objectOf<T>(
  expected: string,
  fields: FieldCodecs<T>,
  rules: ObjectRules,
): t.Type<T, unknown, unknown> {
  return fromValidate(expected, validateObject(expected, fields, rules));
}

/** An object whose every key `key` accepts and every value `value` accepts (e.g. `customRpcUrls`). */
export function recordOf<K extends string, V>(
  expected: string,
  key: t.Type<K, unknown, unknown>,
  value: t.Type<V, unknown, unknown>,
): t.Type<Readonly<Partial<Record<K, V>>>, unknown, unknown> {
  const validate: t.Validate<unknown, Readonly<Partial<Record<K, V>>>> = (input, context) => {
    if (!isRecord(input)) return t.failure(input, context, mismatch(expected, input));
    const errors: t.ValidationError[] = [];
    for (const [name, entry] of Object.entries(input)) {
      if (errors.length >= MOST_PROBLEMS_REPORTED) break;
      const entryContext = t.appendContext(context, name, value, entry);
      const checks = [key.validate(name, entryContext), value.validate(entry, entryContext)];
      for (const check of checks) if (E.isLeft(check)) errors.push(...check.left);
    }
    return errors.length > 0 ? t.failures(errors) : t.success(input as Readonly<Partial<Record<K, V>>>);
  };
  return fromValidate(expected, validate);
}
