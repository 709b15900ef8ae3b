import * as fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import {
  InvalidStoredValueError,
  decodeStoredValue,
  encodeStoredValue,
  storageEntry,
} from '../../../../domain/storage/StorageEntry';

const entry = storageEntry('@keyport/example', t.type({ count: t.number }));

function leftOf(raw: string): InvalidStoredValueError {
  const result = decodeStoredValue(entry, raw);
  if (E.isRight(result)) {
    throw new Error('expected a Left');
  }
  return result.left;
}

describe('SPEC §3 stored values are decoded, never trusted', () => {
  it('SPEC §3: a value written is read back', () => {
    expect(decodeStoredValue(entry, encodeStoredValue(entry, { count: 2 }))).toEqual(E.right({ count: 2 }));
  });

  it('SPEC §3: text that is not JSON is a Left naming the key', () => {
    const error = leftOf('{count:');
    expect(error).toBeInstanceOf(InvalidStoredValueError);
    expect(error.code).toBe('INVALID_STORED_VALUE');
    expect(error.key).toBe('@keyport/example');
    expect(error.shortMessage).toBe('Stored value for @keyport/example is invalid');
    expect(error.details).toBe('not valid JSON');
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('SPEC §3: JSON of the wrong shape is a Left saying what is wrong', () => {
    const error = leftOf('{"count":"2"}');
    expect(error.details).toBe('count: expected number, got "2"');
    expect(error.cause).toBeUndefined();
  });

  it('SPEC §3: no text ever makes decoding throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const result = decodeStoredValue(entry, raw);
        return E.isLeft(result) || typeof result.right.count === 'number';
      }),
    );
  });
});
