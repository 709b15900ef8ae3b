import { combineLatest, map } from 'rxjs';
import { AccountStore } from '../../account/AccountStore';
import { ChainStore } from '../../chain/ChainStore';
import { ConnectionStore } from '../../connection/ConnectionStore';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { WalletListStore } from '../../wallets/WalletListStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getConnection, type GetConnectionReturnType } from './getConnection';

export interface WatchConnectionParameters {
  readonly onChange: (connection: GetConnectionReturnType, previous: GetConnectionReturnType) => void;
}

export type WatchConnectionReturnType = Unwatch;

export type WatchConnectionErrorType = TypeError;

/**
 * Calls `onChange` whenever the connection changes: its status, namespace or connector, a
 * WalletConnect session beginning or ending, a pairing's uri appearing, renewed or failing. Not
 * called for the connection as it is now: read it with `getConnection`.
 *
 * @example
 * const unwatch = watchConnection(keyport, {
 *   onChange: ({ status, connector }) => render(status, connector?.name),
 * });
 */
export function watchConnection(
  keyport: Keyport,
  parameters: WatchConnectionParameters,
): WatchConnectionReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchConnection');
  const changes = combineLatest([
    runtime.get(ChainStore).state$,
    runtime.get(AccountStore).state$,
    runtime.get(ConnectorStore).state$,
    runtime.get(ConnectionStore).state$,
    runtime.get(WalletListStore).state$,
  ]);
  return watchStream(changes.pipe(map(() => getConnection(keyport))), parameters.onChange);
}
