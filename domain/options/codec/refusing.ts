import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { fromValidate } from './fromValidate';

/**
 * `codec`'s values that Keyport can act on (`accepted`); any other value of the right type is
 * refused with `why`, which says what Keyport lacks and what to do instead. A value of the wrong
 * type keeps `codec`'s own message.
 */
export function refusing<A, B extends A>(
  codec: t.Type<A, unknown, unknown>,
  accepted: (value: A) => value is B,
  why: string,
): t.Type<B, unknown, unknown> {
  return fromValidate<B>(codec.name, (input, context) => {
    const checked = codec.validate(input, context);
    if (E.isLeft(checked)) return checked;
    return accepted(checked.right) ? t.success(checked.right) : t.failure(input, context, why);
  });
}

/** Any value at all: for options refused whatever they hold. */
export const anyValue = new t.Type<unknown, unknown, unknown>(
  'any value',
  (_): _ is unknown => true,
  t.success,
  t.identity,
);

export const isFalse = (value: boolean): value is false => !value;
export const isTrue = (value: boolean): value is true => value;
export const isNothing = (_: unknown): _ is never => false;
