import { useMemo, useSyncExternalStore } from 'react';
import { type Observable } from 'rxjs';

/** A state stream as `useSyncExternalStore` reads it: its last value, and how to hear of the next. */
function externalStore<T>(source: Observable<T>): { read(): T; subscribe(notify: () => void): () => void } {
  let last: { readonly value: T } | undefined;
  const remember = (value: T): void => {
    last = { value };
  };
  return {
    read: () => {
      // State streams emit their current value at once on subscription.
      if (last === undefined) source.subscribe(remember).unsubscribe();
      if (last === undefined) throw new Error('state stream did not emit synchronously');
      return last.value;
    },
    subscribe: (notify) => {
      const subscription = source.subscribe((value) => {
        remember(value);
        notify();
      });
      return () => subscription.unsubscribe();
    },
  };
}

/**
 * The current value of a state stream (one that emits its value at once, as the stores' do),
 * re-rendering on change. The stream is built once per dependency list, so a hook that derives one
 * (e.g. the account of a namespace) does not resubscribe on every render.
 */
export function useObservableValue<T>(build: () => Observable<T>, deps: readonly unknown[]): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const store = useMemo(() => externalStore(build()), deps);
  return useSyncExternalStore(store.subscribe, store.read, store.read);
}
