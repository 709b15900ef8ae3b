import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { describeValidationErrors } from '../errors/describeValidationErrors';

/**
 * A list from outside, sifted: the items that decoded, and one readable problem per item that did
 * not (`balances.3.quantity.decimals: expected token decimals …, got 1.5`). One bad token must not
 * hide the others, and the reason it was left out is kept for whoever wants to know.
 */
export interface SiftedList<A> {
  readonly kept: readonly A[];
  readonly dropped: readonly string[];
}

/**
 * Decodes an array item by item with `item`, keeping the items that decode and describing the
 * others; anything but an array fails as a whole.
 */
export function siftedList<C extends t.Mixed>(
  item: C,
  name = `SiftedList<${item.name}>`,
): t.Type<SiftedList<t.TypeOf<C>>, readonly t.OutputOf<C>[], unknown> {
  return new t.Type<SiftedList<t.TypeOf<C>>, readonly t.OutputOf<C>[], unknown>(
    name,
    (input): input is SiftedList<t.TypeOf<C>> =>
      typeof input === 'object' &&
      input !== null &&
      Array.isArray((input as { kept?: unknown }).kept) &&
      Array.isArray((input as { dropped?: unknown }).dropped),
    (input, context) => {
      if (!Array.isArray(input)) return t.failure(input, context, 'expected an array');
      const kept: t.TypeOf<C>[] = [];
      const dropped: string[] = [];
      input.forEach((element: unknown, index) => {
        const decoded = item.validate(element, [
          ...context,
          { key: String(index), type: item, actual: element },
        ]);
        if (E.isRight(decoded)) kept.push(decoded.right);
        else dropped.push(describeValidationErrors(decoded.left));
      });
      return t.success({ kept, dropped });
    },
    (list) => list.kept.map((value) => item.encode(value) as t.OutputOf<C>),
  );
}
