import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { mismatch } from './describeValue';
import { fromValidate } from './fromValidate';
import { MOST_PROBLEMS_REPORTED } from './reportLimit';

function validateList<A>(
  item: t.Type<A, unknown, unknown>,
  expected: string,
  nonEmpty: boolean,
): t.Validate<unknown, readonly A[]> {
  return (input, context) => {
    if (!Array.isArray(input) || (nonEmpty && input.length === 0)) {
      return t.failure(input, context, mismatch(expected, input));
    }
    const errors: t.ValidationError[] = [];
    for (const [index, value] of input.entries()) {
      if (errors.length >= MOST_PROBLEMS_REPORTED) break;
      const result = item.validate(value, t.appendContext(context, String(index), item, value));
      if (E.isLeft(result)) errors.push(...result.left);
    }
    return errors.length > 0 ? t.failures(errors) : t.success(input as readonly A[]);
  };
}

function listCodec<A>(
  item: t.Type<A, unknown, unknown>,
  expected: string,
  nonEmpty: boolean,
): t.Type<readonly A[], unknown, unknown> {
  return fromValidate(expected, validateList(item, expected, nonEmpty));
}

/** An array whose every entry `item` accepts; a wrong entry is named by its index. */
export function listOf<A>(
  item: t.Type<A, unknown, unknown>,
  expected: string,
): t.Type<readonly A[], unknown, unknown> {
  return listCodec(item, expected, false);
}

/** As {@link listOf}, with at least one entry. */
export function nonEmptyListOf<A>(
  item: t.Type<A, unknown, unknown>,
  expected: string,
): t.Type<readonly [A, ...A[]], unknown, unknown> {
  return listCodec(item, expected, true) as unknown as t.Type<readonly [A, ...A[]], unknown, unknown>;
}

/** `false`, or a list `list` accepts (e.g. `features.socials`). */
export function falseOrList<A>(list: t.Type<A, unknown, unknown>): t.Type<A | false, unknown, unknown> {
  const expected = `false or ${list.name}`;
  return fromValidate<A | false>(expected, (input, context) => {
    if (input === false) return t.success(false);
    return Array.isArray(input)
      ? list.validate(input, context)
      : t.failure(input, context, mismatch(expected, input));
  });
}
