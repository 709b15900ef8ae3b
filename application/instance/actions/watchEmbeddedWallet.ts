import { catchError, EMPTY, from, startWith, switchMap } from 'rxjs';
import { type Keyport } from '../Keyport';
import { embeddedLoginFor } from '../internal/embeddedFeature';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getEmbeddedWallet, type GetEmbeddedWalletReturnType } from './getEmbeddedWallet';

export interface WatchEmbeddedWalletParameters {
  readonly onChange: (state: GetEmbeddedWalletReturnType, previous: GetEmbeddedWalletReturnType) => void;
}

export type WatchEmbeddedWalletReturnType = Unwatch;

export type WatchEmbeddedWalletErrorType = TypeError;

/**
 * Calls `onChange` whenever the embedded wallet's login changes (its frame, the user, the account
 * type, an approval waiting…). Loads the login's code if it is not loaded (not the frame: that
 * waits for a request). Where the login cannot work it never changes. Not called for the state as
 * it is now: read it with `getEmbeddedWallet`.
 *
 * @example
 * const unwatch = watchEmbeddedWallet(keyport, { onChange: ({ user }) => user && greet(user.email) });
 */
export function watchEmbeddedWallet(
  keyport: Keyport,
  parameters: WatchEmbeddedWalletParameters,
): WatchEmbeddedWalletReturnType {
  const now = getEmbeddedWallet(keyport);
  const states = from(embeddedLoginFor(keyport, 'watchEmbeddedWallet')).pipe(
    switchMap((login) => login.state$),
    catchError(() => EMPTY),
    startWith(now),
  );
  return watchStream(states, parameters.onChange);
}
