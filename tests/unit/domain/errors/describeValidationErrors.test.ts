import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describeValidationErrors } from '../../../../domain/errors/describeValidationErrors';

function errorsOf(codec: t.Mixed, value: unknown): t.Errors {
  const result = codec.decode(value);
  if (E.isRight(result)) {
    throw new Error('expected a decoding failure');
  }
  return result.left;
}

describe('SPEC §5 readable decoding errors ("invalid ones throw" with a clear message)', () => {
  it('SPEC §5: names the path, the expected type and the value', () => {
    const codec = t.type({ payload: t.type({ email: t.string }) });
    expect(describeValidationErrors(errorsOf(codec, { payload: { email: 5 } }))).toBe(
      'payload.email: expected string, got 5',
    );
  });

  it('SPEC §5: leaves union and intersection member indices out of the path', () => {
    const codec = t.intersection([t.type({ a: t.string }), t.type({ b: t.union([t.string, t.number]) })]);
    expect(describeValidationErrors(errorsOf(codec, { a: 'x', b: null }))).toBe(
      'b: expected string, got null; b: expected number, got null',
    );
  });

  it('SPEC §5: describes arrays, objects and long strings briefly', () => {
    expect(describeValidationErrors(errorsOf(t.string, []))).toBe('value: expected string, got an array');
    expect(describeValidationErrors(errorsOf(t.string, {}))).toBe('value: expected string, got an object');
    expect(describeValidationErrors(errorsOf(t.number, 'x'.repeat(50)))).toBe(
      `value: expected number, got "${'x'.repeat(40)}…"`,
    );
  });

  it('SPEC §5: uses a custom failure message when the codec gives one', () => {
    const codec = new t.Type<string, string, unknown>(
      'Even',
      (_u): _u is string => false,
      (u, c) => t.failure(u, c, 'expected an even thing'),
      t.identity,
    );
    expect(describeValidationErrors(errorsOf(codec, 3))).toBe('value: expected an even thing, got 3');
  });

  it('SPEC §5: reads "a value" when an error has no context', () => {
    expect(describeValidationErrors([{ value: 1, context: [] }])).toBe('value: expected a value, got 1');
  });
});

describe('describeValidationErrors through readonly wrappers', () => {
  it('does not show the member index of a readonly intersection inside an array', () => {
    const Item = t.readonly(t.intersection([t.type({ name: t.string }), t.partial({ note: t.string })]));
    const Page = t.type({ data: t.readonlyArray(Item) });
    const result = Page.decode({ data: [{ name: 1 }] });
    expect(E.isLeft(result) && describeValidationErrors(result.left)).toBe(
      'data.0.name: expected string, got 1',
    );
  });
});
