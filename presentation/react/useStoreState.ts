import { type Observable } from 'rxjs';
import { useObservableValue } from '../hooks/useObservableValue';

/** Anything with a synchronous state stream: the application's stores. */
interface StateSource<S> {
  readonly state$: Observable<S>;
}

/** The current state of a store, re-rendering when it changes. */
export function useStoreState<S>(store: StateSource<S>): S {
  return useObservableValue(() => store.state$, [store]);
}
