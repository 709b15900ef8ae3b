import { map } from 'rxjs';
import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { getLoginOptions, type GetLoginOptionsReturnType } from './getLoginOptions';

export interface WatchLoginOptionsParameters {
  readonly onChange: (options: GetLoginOptionsReturnType, previous: GetLoginOptionsReturnType) => void;
}

export type WatchLoginOptionsReturnType = Unwatch;

export type WatchLoginOptionsErrorType = TypeError;

/**
 * Calls `onChange` when the options change how email and social login are offered. Not called for
 * the options as they are now: read them with `getLoginOptions`.
 *
 * @example
 * const unwatch = watchLoginOptions(keyport, { onChange: ({ socials }) => render(socials) });
 */
export function watchLoginOptions(
  keyport: Keyport,
  parameters: WatchLoginOptionsParameters,
): WatchLoginOptionsReturnType {
  const options = readingRuntimeOf(keyport, 'watchLoginOptions').get(OptionsStore);
  return watchStream(options.state$.pipe(map(() => getLoginOptions(keyport))), parameters.onChange);
}
