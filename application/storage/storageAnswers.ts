import { type StorageAnswer } from '../ports/Storage';

/** What calling a store's method gave: its answer, or what it threw. */
export type Attempt<T> =
  | { readonly failed: false; readonly answer: StorageAnswer<T> }
  | { readonly failed: true; readonly error: unknown };

/** Calls a store's method without letting it throw: a store the deployment brings may. */
export function attempt<T>(call: () => StorageAnswer<T>): Attempt<T> {
  try {
    return { failed: false, answer: call() };
  } catch (error) {
    return { failed: true, error };
  }
}

/** Whether an answer comes later (a promise or any other thenable) rather than at once. */
export function isLater<T>(answer: StorageAnswer<T>): answer is PromiseLike<T> {
  return (
    (typeof answer === 'object' || typeof answer === 'function') &&
    answer !== null &&
    typeof (answer as Partial<PromiseLike<T>>).then === 'function'
  );
}
