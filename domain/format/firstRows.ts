import { LIST_ROWS_SHOWN } from '../constants/limits';

/** The part of a list that is rendered, and how many items are left out of it. */
export interface FirstRows<T> {
  readonly shown: readonly T[];
  readonly notShown: number;
}

/**
 * The first `limit` items of a list (`LIST_ROWS_SHOWN` by default), in order, and the count of
 * the rest: a list from outside is never rendered whole when a service sends thousands of items
 * (40,000 token rows froze the page for 5.8 s). The rest are counted, so the visitor is told.
 */
export function firstRows<T>(items: readonly T[], limit: number = LIST_ROWS_SHOWN): FirstRows<T> {
  return items.length <= limit
    ? { shown: items, notShown: 0 }
    : { shown: items.slice(0, limit), notShown: items.length - limit };
}
