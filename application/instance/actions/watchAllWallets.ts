import { map } from 'rxjs';
import { AllWalletsStore } from '../../wallets/AllWalletsStore';
import { type Keyport } from '../Keyport';
import { loadAllWalletsFeature } from '../internal/allWalletsFeature';
import { readingRuntimeOf, runtimeWith } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getAllWallets, type GetAllWalletsReturnType } from './getAllWallets';

export interface WatchAllWalletsParameters {
  readonly onChange: (list: GetAllWalletsReturnType, previous: GetAllWalletsReturnType) => void;
}

export type WatchAllWalletsReturnType = Unwatch;

export type WatchAllWalletsErrorType = TypeError;

/**
 * Calls `onChange` whenever the explorer's list changes: a page arrived or failed, a search or
 * filter started again. Not called for the list as it is now: read it with `getAllWallets`. It
 * may start before the list is opened (it loads the list's code; `openAllWallets` fetches).
 *
 * @example
 * const unwatch = watchAllWallets(keyport, { onChange: ({ wallets }) => render(wallets) });
 * await openAllWallets(keyport);
 */
export function watchAllWallets(
  keyport: Keyport,
  parameters: WatchAllWalletsParameters,
): WatchAllWalletsReturnType {
  readingRuntimeOf(keyport, 'watchAllWallets');
  // What the caller read before the list's code was there is where changes count from.
  const before = getAllWallets(keyport);
  let watching: Unwatch | undefined;
  let stopped = false;
  runtimeWith(keyport, 'watchAllWallets', loadAllWalletsFeature).then(
    (runtime) => {
      if (stopped) return;
      const now = getAllWallets(keyport);
      if (now !== before) parameters.onChange(now, before);
      const lists = runtime.get(AllWalletsStore).state$.pipe(map(() => getAllWallets(keyport)));
      watching = watchStream(lists, parameters.onChange);
    },
    // A destroyed instance's list changes no more.
    () => undefined,
  );
  return () => {
    stopped = true;
    watching?.();
  };
}
