import { useCallback, useSyncExternalStore } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { type ChainNamespace } from '../../domain/chain/ChainNamespace';

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

/**
 * A value of the instance for one namespace (or the active one when `namespace` is undefined):
 * the get/watch pair bound to it, re-bound only when the namespace changes.
 *
 * @example
 * const wallet = useKeyportValueFor(keyport, namespace, getWalletInfo, watchWalletInfo);
 */
export function useKeyportValueFor<N extends ChainNamespace | undefined, T>(
  keyport: Keyport,
  namespace: N,
  get: (keyport: Keyport, parameters: { readonly namespace: N }) => T,
  watch: (keyport: Keyport, parameters: { readonly namespace: N; readonly onChange: () => void }) => Unwatch,
): T {
  const getFor = useCallback((instance: Keyport) => get(instance, { namespace }), [get, namespace]);
  const watchFor = useCallback(
    (instance: Keyport, { onChange }: { readonly onChange: () => void }) =>
      watch(instance, { namespace, onChange }),
    [watch, namespace],
  );
  return useKeyportValue(keyport, getFor, watchFor);
}
