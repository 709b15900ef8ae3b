import * as t from 'io-ts';

/** SPEC §3, §5: the two colour schemes (SPEC §9 makes dark the default). */
export const THEME_MODES = ['light', 'dark'] as const;

export type ThemeMode = (typeof THEME_MODES)[number];

export const ThemeModeCodec = t.keyof({ light: null, dark: null }, 'ThemeMode');

export function isThemeMode(value: unknown): value is ThemeMode {
  return ThemeModeCodec.is(value);
}
