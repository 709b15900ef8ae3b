import { getTheme, type ThemeState } from '../../application/instance/actions/getTheme';
import { watchTheme } from '../../application/instance/actions/watchTheme';
import { type ThemeMode } from '../../domain/theme/ThemeMode';
import { type ThemeVariables } from '../../domain/theme/ThemeVariables';
import { useKeyport } from '../react/KeyportAppContext';
import { useKeyportValue } from '../react/useKeyportValue';

export interface AppKitTheme extends ThemeState {
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
}

/** REFERENCE §5 `useAppKitTheme()`: the theme and its setters (bad values throw a clear error). */
export function useAppKitTheme(): AppKitTheme {
  const keyport = useKeyport('useAppKitTheme');
  const theme = useKeyportValue(keyport, getTheme, watchTheme);
  return {
    ...theme,
    setThemeMode: (mode) => keyport.setThemeMode(mode),
    setThemeVariables: (variables) => keyport.setThemeVariables(variables),
  };
}
