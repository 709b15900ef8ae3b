import { type Observable } from 'rxjs';

export type Unwatch = () => void;

/**
 * Calls `onChange(current, previous)` each time `source` emits a value that `equals` says differs
 * from the last one. The value the stream holds when watching starts (state streams emit it at
 * once) is not reported: read it with the matching `get…`, the way `useSyncExternalStore` wants.
 * Returns the function that stops watching.
 */
export function watchStream<T>(
  source: Observable<T>,
  onChange: (current: T, previous: T) => void,
  equals: (a: T, b: T) => boolean = Object.is,
): Unwatch {
  let last: { readonly value: T } | undefined;
  const subscription = source.subscribe((value) => {
    const before = last;
    if (before !== undefined && equals(before.value, value)) return;
    last = { value };
    if (before !== undefined) onChange(value, before.value);
  });
  return () => subscription.unsubscribe();
}
