import { useCallback, useSyncExternalStore } from 'react';
import { type Keyport } from '../../application/instance/Keyport';

type Unwatch = () => void;

/**
 * A value of the instance, re-rendering when it changes: the `get…` action reads it (the same
 * object until it changes) and the matching `watch…` action tells when. Both must be stable
 * functions (module-level actions, or wrapped in useCallback with their parameters).
 *
 * @example
 * const network = useKeyportValue(keyport, getNetwork, watchNetwork);
 */
export function useKeyportValue<T>(
  keyport: Keyport,
  get: (keyport: Keyport) => T,
  watch: (keyport: Keyport, parameters: { readonly onChange: () => void }) => Unwatch,
): T {
  const subscribe = useCallback(
    (notify: () => void) => watch(keyport, { onChange: notify }),
    [keyport, watch],
  );
  const snapshot = useCallback(() => get(keyport), [keyport, get]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
