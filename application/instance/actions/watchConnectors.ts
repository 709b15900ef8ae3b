import { combineLatest, map } from 'rxjs';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { WalletListStore } from '../../wallets/WalletListStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getConnectors, type GetConnectorsReturnType } from './getConnectors';

export interface WatchConnectorsParameters {
  readonly onChange: (connectors: GetConnectorsReturnType, previous: GetConnectorsReturnType) => void;
}

export type WatchConnectorsReturnType = Unwatch;

export type WatchConnectorsErrorType = TypeError;

/**
 * Calls `onChange` whenever the connectors change: a wallet announced itself, a WalletConnect
 * session took over or ended, an image became known. Not called for the connectors as they are
 * now: read them with `getConnectors`.
 *
 * @example
 * const unwatch = watchConnectors(keyport, { onChange: (connectors) => render(connectors) });
 */
export function watchConnectors(
  keyport: Keyport,
  parameters: WatchConnectorsParameters,
): WatchConnectorsReturnType {
  const runtime = readingRuntimeOf(keyport, 'watchConnectors');
  const changes = combineLatest([runtime.get(ConnectorStore).state$, runtime.get(WalletListStore).state$]);
  return watchStream(changes.pipe(map(() => getConnectors(keyport))), parameters.onChange);
}
