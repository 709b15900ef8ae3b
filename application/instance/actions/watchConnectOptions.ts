import { map } from 'rxjs';
import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getConnectOptions, type GetConnectOptionsReturnType } from './getConnectOptions';

export interface WatchConnectOptionsParameters {
  readonly onChange: (options: GetConnectOptionsReturnType, previous: GetConnectOptionsReturnType) => void;
}

export type WatchConnectOptionsReturnType = Unwatch;

export type WatchConnectOptionsErrorType = TypeError;

/**
 * Calls `onChange` when the options change what connecting offers (the full list, the legal
 * links). Not called for the options as they are now: read them with `getConnectOptions`.
 *
 * @example
 * const unwatch = watchConnectOptions(keyport, { onChange: ({ allWallets }) => toggle(allWallets) });
 */
export function watchConnectOptions(
  keyport: Keyport,
  parameters: WatchConnectOptionsParameters,
): WatchConnectOptionsReturnType {
  const options = readingRuntimeOf(keyport, 'watchConnectOptions').get(OptionsStore);
  return watchStream(options.state$.pipe(map(() => getConnectOptions(keyport))), parameters.onChange);
}
