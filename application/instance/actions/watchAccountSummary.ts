import { combineLatest, map } from 'rxjs';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import {
  getAccountSummary,
  type GetAccountSummaryParameters,
  type GetAccountSummaryReturnType,
} from './getAccountSummary';

export interface WatchAccountSummaryParameters extends GetAccountSummaryParameters {
  readonly onChange: (summary: GetAccountSummaryReturnType, previous: GetAccountSummaryReturnType) => void;
}

export type WatchAccountSummaryReturnType = Unwatch;

export type WatchAccountSummaryErrorType = TypeError;

/**
 * Calls `onChange` whenever the account summary changes: connecting, connected, another address,
 * a balance or profile read. Not called for the summary as it is now: read it with
 * `getAccountSummary`.
 *
 * @example
 * const unwatch = watchAccountSummary(keyport, { onChange: ({ balance }) => showBalance(balance) });
 */
export function watchAccountSummary(
  keyport: Keyport,
  parameters: WatchAccountSummaryParameters,
): WatchAccountSummaryReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchAccountSummary');
  const { namespace, onChange } = parameters;
  const changes = combineLatest([
    runtime.get(ChainStore).state$,
    runtime.get(AccountStore).state$,
    runtime.get(ConnectionStore).state$,
  ]);
  return watchStream(changes.pipe(map(() => getAccountSummary(keyport, { namespace }))), onChange);
}
