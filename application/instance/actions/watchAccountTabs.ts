import { combineLatest, map } from 'rxjs';
import { type FeatureNotLoadedError } from '../../../domain/errors/FeatureNotLoadedError';
import { AccountStore } from '../../account/AccountStore';
import { AccountViewStore } from '../../account-view/AccountViewStore';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { fromLoadedFeature } from '../features/featureLoaded';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getAccountTabs, type GetAccountTabsReturnType } from './getAccountTabs';

export interface WatchAccountTabsParameters {
  readonly onChange: (tabs: GetAccountTabsReturnType, previous: GetAccountTabsReturnType) => void;
}

export type WatchAccountTabsReturnType = Unwatch;

/** `FeatureNotLoadedError` before `loadAccountTabs` has resolved. */
export type WatchAccountTabsErrorType = FeatureNotLoadedError | TypeError;

/**
 * Calls `onChange` whenever the Account view's tabs change: rows loaded, a failure, the retry
 * countdown, another open tab. Not called for the tabs as they are now: read them with
 * `getAccountTabs`. Needs `loadAccountTabs` first.
 *
 * @example
 * await loadAccountTabs(keyport);
 * const unwatch = watchAccountTabs(keyport, { onChange: ({ tokens }) => render(tokens) });
 */
export function watchAccountTabs(
  keyport: Keyport,
  parameters: WatchAccountTabsParameters,
): WatchAccountTabsReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchAccountTabs');
  const rows = fromLoadedFeature(runtime, AccountViewStore, 'watchAccountTabs', 'loadAccountTabs');
  const changes = combineLatest([
    rows.state$,
    runtime.get(ChainStore).state$,
    runtime.get(AccountStore).state$,
  ]).pipe(map(() => getAccountTabs(keyport)));
  return watchStream(changes, parameters.onChange);
}
