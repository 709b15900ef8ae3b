import { map } from 'rxjs';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getState, type GetStateReturnType } from './getState';

export interface WatchStateParameters {
  readonly onChange: (state: GetStateReturnType, previous: GetStateReturnType) => void;
}

export type WatchStateReturnType = Unwatch;

export type WatchStateErrorType = TypeError;

/**
 * Calls `onChange` whenever the modal opens or closes, starts or stops loading, or the selected
 * network or namespace changes. Not called for the state as it is now: read it with `getState`.
 *
 * @example
 * const unwatch = watchState(keyport, { onChange: ({ open }) => console.log(open ? 'open' : 'closed') });
 */
export function watchState(keyport: Keyport, parameters: WatchStateParameters): WatchStateReturnType {
  readingRuntimeOf(keyport, 'watchState');
  return watchStream(keyport.state$.pipe(map(() => getState(keyport))), parameters.onChange);
}
