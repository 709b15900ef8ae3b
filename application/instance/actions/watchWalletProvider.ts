import { map } from 'rxjs';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import {
  getWalletProvider,
  type GetWalletProviderParameters,
  type GetWalletProviderReturnType,
} from './getWalletProvider';

export interface WatchWalletProviderParameters extends GetWalletProviderParameters {
  readonly onChange: (provider: GetWalletProviderReturnType, previous: GetWalletProviderReturnType) => void;
}

export type WatchWalletProviderReturnType = Unwatch;

export type WatchWalletProviderErrorType = TypeError;

/**
 * Calls `onChange` whenever a wallet connects or disconnects on the namespace. Not called for the
 * provider as it is now: read it with `getWalletProvider`.
 *
 * @example
 * const unwatch = watchWalletProvider(keyport, { namespace: 'eip155', onChange: ({ walletProvider }) => use(walletProvider) });
 */
export function watchWalletProvider(
  keyport: Keyport,
  parameters: WatchWalletProviderParameters,
): WatchWalletProviderReturnType {
  const connectors = readingRuntimeOf(keyport, 'watchWalletProvider').get(ConnectorStore);
  const { namespace, onChange } = parameters;
  return watchStream(connectors.state$.pipe(map(() => getWalletProvider(keyport, { namespace }))), onChange);
}
