import * as t from 'io-ts';
import { KeyportError } from '../errors/KeyportError';

/** SPEC §3, §5: the two colour schemes (SPEC §9 makes dark the default). */
export const THEME_MODES = ['light', 'dark'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];

export const ThemeModeCodec = t.keyof({ light: null, dark: null }, 'ThemeMode');

export function isThemeMode(value: unknown): value is ThemeMode {
  return ThemeModeCodec.is(value);
}

/** A host asked for a theme mode other than light or dark. */
export class InvalidThemeModeError extends KeyportError {
  override readonly name = 'InvalidThemeModeError';

  constructor(mode: unknown) {
    super(
      'INVALID_THEME_MODE',
      `Theme mode must be "light" or "dark", got ${JSON.stringify(mode) ?? String(mode)}`,
    );
  }
}
