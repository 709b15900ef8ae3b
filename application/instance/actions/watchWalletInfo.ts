import { combineLatest, map } from 'rxjs';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getWalletInfo, type GetWalletInfoParameters, type GetWalletInfoReturnType } from './getWalletInfo';

export interface WatchWalletInfoParameters extends GetWalletInfoParameters {
  readonly onChange: (wallet: GetWalletInfoReturnType, previous: GetWalletInfoReturnType) => void;
}

export type WatchWalletInfoReturnType = Unwatch;

export type WatchWalletInfoErrorType = TypeError;

/**
 * Calls `onChange` whenever another wallet connects, the wallet disconnects, or (without a
 * namespace) the active namespace changes to one with another wallet. Not called for the wallet
 * as it is now: read it with `getWalletInfo`.
 *
 * @example
 * const unwatch = watchWalletInfo(keyport, { onChange: (wallet) => setIcon(wallet?.icon) });
 */
export function watchWalletInfo(
  keyport: Keyport,
  parameters: WatchWalletInfoParameters,
): WatchWalletInfoReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchWalletInfo');
  const { namespace, onChange } = parameters;
  const changes = combineLatest([runtime.get(ChainStore).state$, runtime.get(AccountStore).state$]);
  return watchStream(changes.pipe(map(() => getWalletInfo(keyport, { namespace }))), onChange);
}
