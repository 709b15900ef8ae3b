import * as t from 'io-ts';

/**
 * A codec that accepts exactly what `is` accepts, unchanged, and otherwise fails with `expected`
 * (which `describeValidationErrors` shows, e.g. `price: expected a USD amount …, got 1e+308`).
 */
export function refinedCodec<A>(
  name: string,
  is: (input: unknown) => input is A,
  expected: string,
): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    is,
    (input, context) => (is(input) ? t.success(input) : t.failure(input, context, expected)),
    t.identity,
  );
}
