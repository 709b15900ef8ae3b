import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import { type Observable } from 'rxjs';

/**
 * The current value of a state stream, re-rendering on change. The stream is built once per
 * dependency list, so a hook that derives one (e.g. the account of a namespace) does not resubscribe
 * on every render.
 */
export function useObservableValue<T>(build: () => Observable<T>, deps: readonly unknown[]): T {
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const source = useMemo(build, deps);
  return useObservableEagerState(source);
}
