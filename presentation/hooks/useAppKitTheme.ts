import { type ThemeState, ThemeStore } from '../../application/theme/ThemeStore';
import { type ThemeMode } from '../../domain/theme/ThemeMode';
import { type ThemeVariables } from '../../domain/theme/ThemeVariables';
import { requireApp } from '../app/KeyportApp';
import { useObservableValue } from './useObservableValue';

export interface AppKitTheme extends ThemeState {
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
}

/** REFERENCE §5 `useAppKitTheme()`: the theme and its setters (bad values throw a clear error). */
export function useAppKitTheme(): AppKitTheme {
  const app = requireApp('useAppKitTheme');
  const store = app.resolve(ThemeStore);
  const theme = useObservableValue(() => store.state$, [store]);
  return {
    ...theme,
    setThemeMode: (mode) => app.core.setThemeMode(mode),
    setThemeVariables: (variables) => app.core.setThemeVariables(variables),
  };
}
