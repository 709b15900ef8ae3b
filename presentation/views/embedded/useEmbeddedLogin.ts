import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  type EmbeddedLogin,
  type EmbeddedLoginState,
} from '../../../application/instance/embeddedLoginTypes';
import { type EmbeddedLoginLoader, useEmbeddedLoginLoader } from './EmbeddedLoginContext';

/** The embedded wallet each loader gave, so that a view shown after the first renders it at once. */
const loaded = new WeakMap<EmbeddedLoginLoader, EmbeddedLogin>();

/** Where loading the embedded wallet stands for a view. */
export type EmbeddedLoginLoad =
  | { readonly status: 'absent' }
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown; readonly retry: () => void }
  | { readonly status: 'ready'; readonly login: EmbeddedLogin };

/**
 * The instance's embedded wallet for a view: loaded as the view is shown (SPEC §8 "Unable to load
 * email login dependency" when its code cannot be fetched, with a way to try again), `absent` where
 * the instance has none.
 */
export function useEmbeddedLogin(): EmbeddedLoginLoad {
  const loader = useEmbeddedLoginLoader();
  /** The last load that failed, and why; a success is kept in `loaded`. */
  const [failure, setFailure] = useState<{ readonly loader: EmbeddedLoginLoader; readonly error: unknown }>();
  /** Renders once the login is here (it is read from `loaded`). */
  const [, setArrivals] = useState(0);
  const [round, setRound] = useState(0);
  const login = loader && loaded.get(loader);

  useEffect(() => {
    if (loader === undefined || loaded.has(loader)) return;
    let current = true;
    loader().then(
      (value) => {
        loaded.set(loader, value);
        if (current) setArrivals((count) => count + 1);
      },
      (error: unknown) => {
        if (current) setFailure({ loader, error });
      },
    );
    return () => {
      current = false;
    };
  }, [loader, round]);

  const retry = useCallback(() => {
    setFailure(undefined);
    setRound((count) => count + 1);
  }, []);

  if (loader === undefined) return { status: 'absent' };
  if (login !== undefined) return { status: 'ready', login };
  if (failure?.loader === loader) return { status: 'failed', error: failure.error, retry };
  return { status: 'loading' };
}

/** What the embedded wallet's views draw from, re-rendered on each change (SPEC §4 states). */
export function useEmbeddedLoginState(login: EmbeddedLogin): EmbeddedLoginState {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = login.state$.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [login],
  );
  const read = useCallback(() => login.getState(), [login]);
  return useSyncExternalStore(subscribe, read, read);
}
