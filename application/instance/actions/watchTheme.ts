import { ThemeStore } from '../../theme/ThemeStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { type Unwatch, watchStream } from '../state/watchStream';
import { type GetThemeReturnType } from './getTheme';

export interface WatchThemeParameters {
  readonly onChange: (theme: GetThemeReturnType, previous: GetThemeReturnType) => void;
}

export type WatchThemeReturnType = Unwatch;

export type WatchThemeErrorType = TypeError;

/**
 * Calls `onChange` whenever the theme's mode or variables change. Not called for the theme as it
 * is now: read it with `getTheme`.
 *
 * @example
 * const unwatch = watchTheme(keyport, { onChange: ({ themeMode }) => (document.body.dataset.theme = themeMode) });
 */
export function watchTheme(keyport: Keyport, parameters: WatchThemeParameters): WatchThemeReturnType {
  return watchStream(readingRuntimeOf(keyport, 'watchTheme').get(ThemeStore).state$, parameters.onChange);
}
