import { type ThemeState, ThemeStore } from '../../theme/ThemeStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

export type { ThemeState };

export type GetThemeReturnType = ThemeState;

export type GetThemeErrorType = TypeError;

/**
 * The theme (SPEC §3): its mode and the host's `--w3m-*` variables; the same object until either
 * changes (`keyport.setThemeMode`, `keyport.setThemeVariables`).
 *
 * @example
 * const { themeMode, themeVariables } = getTheme(keyport);
 */
export function getTheme(keyport: Keyport): GetThemeReturnType {
  return readingRuntimeOf(keyport, 'getTheme').get(ThemeStore).get();
}
