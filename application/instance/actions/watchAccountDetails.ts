import { combineLatest, map } from 'rxjs';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getAccountDetails, type GetAccountDetailsReturnType } from './getAccountDetails';

export interface WatchAccountDetailsParameters {
  readonly onChange: (details: GetAccountDetailsReturnType, previous: GetAccountDetailsReturnType) => void;
}

export type WatchAccountDetailsReturnType = Unwatch;

export type WatchAccountDetailsErrorType = TypeError;

/**
 * Calls `onChange` whenever a detail of the active namespace's account changes: another address,
 * its name or avatar read, a new balance, another network. Not called for the details as they are
 * now: read them with `getAccountDetails`.
 *
 * @example
 * const unwatch = watchAccountDetails(keyport, { onChange: ({ balance }) => show(balance) });
 */
export function watchAccountDetails(
  keyport: Keyport,
  parameters: WatchAccountDetailsParameters,
): WatchAccountDetailsReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchAccountDetails');
  const changes = combineLatest([runtime.get(ChainStore).state$, runtime.get(AccountStore).state$]).pipe(
    map(() => getAccountDetails(keyport)),
  );
  return watchStream(changes, parameters.onChange);
}
