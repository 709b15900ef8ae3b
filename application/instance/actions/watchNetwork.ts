import { map } from 'rxjs';
import { ChainStore } from '../../chain/ChainStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getNetwork, type GetNetworkReturnType } from './getNetwork';

export interface WatchNetworkParameters {
  readonly onChange: (network: GetNetworkReturnType, previous: GetNetworkReturnType) => void;
}

export type WatchNetworkReturnType = Unwatch;

export type WatchNetworkErrorType = TypeError;

/**
 * Calls `onChange` whenever the active network, the site's networks or those the wallet accepts
 * change. Not called for the network as it is now: read it with `getNetwork`.
 *
 * @example
 * const unwatch = watchNetwork(keyport, { onChange: ({ caipNetwork }) => show(caipNetwork?.name) });
 */
export function watchNetwork(keyport: Keyport, parameters: WatchNetworkParameters): WatchNetworkReturnType {
  const chains = readingRuntimeOf(keyport, 'watchNetwork').get(ChainStore);
  return watchStream(chains.state$.pipe(map(() => getNetwork(keyport))), parameters.onChange);
}
