import * as E from 'fp-ts/Either';
import * as t from 'io-ts';

/** A codec from its validation alone: it accepts what `validate` accepts and encodes as is. */
export function fromValidate<A>(
  expected: string,
  validate: t.Validate<unknown, A>,
): t.Type<A, unknown, unknown> {
  return new t.Type<A, unknown, unknown>(
    expected,
    (value): value is A => E.isRight(validate(value, [])),
    validate,
    t.identity,
  );
}
