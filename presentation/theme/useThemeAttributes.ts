import { type CSSProperties } from 'react';
import { ThemeStore } from '../../application/theme/ThemeStore';
import { type KeyportApp } from '../app/KeyportApp';
import { useStoreState } from '../react/useStoreState';
import { themeVariablesStyle } from './themeVariablesStyle';

export interface ThemeAttributes {
  readonly 'data-kp-theme': 'light' | 'dark';
  readonly style: CSSProperties;
}

/** The attributes that give an element Keyport's theme: its mode and the host's variables. */
export function useThemeAttributes(app: KeyportApp): ThemeAttributes {
  const theme = useStoreState(app.resolve(ThemeStore));
  return { 'data-kp-theme': theme.themeMode, style: themeVariablesStyle(theme.themeVariables) };
}
