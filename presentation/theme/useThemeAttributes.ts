import { type CSSProperties } from 'react';
import { getTheme } from '../../application/instance/actions/getTheme';
import { watchTheme } from '../../application/instance/actions/watchTheme';
import { type Keyport } from '../../application/instance/Keyport';
import { useKeyportValue } from '../react/useKeyportValue';
import { themeVariablesStyle } from './themeVariablesStyle';

export interface ThemeAttributes {
  readonly 'data-kp-theme': 'light' | 'dark';
  /** The instance the element belongs to, so a page can style each of its instances apart. */
  readonly 'data-keyport-instance': string;
  readonly style: CSSProperties;
}

/**
 * The attributes that give an element its instance's theme: its mode, the host's variables, and
 * the instance's name (two instances on a page wear their own themes side by side).
 */
export function useThemeAttributes(keyport: Keyport): ThemeAttributes {
  const theme = useKeyportValue(keyport, getTheme, watchTheme);
  return {
    'data-kp-theme': theme.themeMode,
    'data-keyport-instance': keyport.name,
    style: themeVariablesStyle(theme.themeVariables),
  };
}
