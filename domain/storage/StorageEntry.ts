import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type * as t from 'io-ts';
import { describeValidationErrors } from '../errors/describeValidationErrors';
import { KeyportError } from '../errors/KeyportError';

/**
 * One thing Keyport keeps in storage: the key it lives under and the codec of its value. Storage
 * is shared with the host page, other tabs and older versions, so nothing read from it is trusted
 * until the codec has checked it.
 */
export interface StorageEntry<A, O = A> {
  readonly key: string;
  readonly codec: t.Type<A, O, unknown>;
}

export function storageEntry<A, O>(key: string, codec: t.Type<A, O, unknown>): StorageEntry<A, O> {
  return { key, codec };
}

/** A stored value is not what Keyport writes there: corrupt, foreign or from an older version. */
export class InvalidStoredValueError extends KeyportError {
  override readonly name = 'InvalidStoredValueError';
  readonly key: string;

  constructor(key: string, details: string, cause?: unknown) {
    super('INVALID_STORED_VALUE', `Stored value for ${key} is invalid`, {
      details,
      ...(cause === undefined ? {} : { cause }),
    });
    this.key = key;
  }
}

function parseJson(key: string, raw: string): E.Either<InvalidStoredValueError, unknown> {
  return E.tryCatch(
    (): unknown => JSON.parse(raw),
    (cause) => new InvalidStoredValueError(key, 'not valid JSON', cause),
  );
}

/**
 * Reads a stored text: JSON, then checked by the entry's codec. Never throws: whatever is wrong
 * with the text comes back as a Left, so the caller can drop it and go on with a default.
 */
export function decodeStoredValue<A, O>(
  entry: StorageEntry<A, O>,
  raw: string,
): E.Either<InvalidStoredValueError, A> {
  return pipe(
    parseJson(entry.key, raw),
    E.chain((json) =>
      pipe(
        entry.codec.decode(json),
        E.mapLeft((errors) => new InvalidStoredValueError(entry.key, describeValidationErrors(errors))),
      ),
    ),
  );
}

/** The text to store for a value: its codec's output form, as JSON, so {@link decodeStoredValue} reads it back. */
export function encodeStoredValue<A, O>(entry: StorageEntry<A, O>, value: A): string {
  return JSON.stringify(entry.codec.encode(value));
}
