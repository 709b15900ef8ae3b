import * as E from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import { InvalidThemeModeError, isThemeMode, type ThemeMode } from '../../domain/theme/ThemeMode';
import { validateThemeVariables, type ThemeVariables } from '../../domain/theme/ThemeVariables';
import { ThemeStore } from './ThemeStore';

/** The host's theme switches. Bad input throws a clear error and leaves the theme as it was. */
@injectable()
export class ThemeService {
  constructor(@inject(ThemeStore) private readonly store: ThemeStore) {}

  setThemeMode(mode: ThemeMode): void {
    if (!isThemeMode(mode)) {
      throw new InvalidThemeModeError(mode);
    }
    this.store.set({ themeMode: mode });
  }

  /** Merges the given variables into the current ones (a variable set to undefined is kept). */
  setThemeVariables(variables: ThemeVariables): void {
    const checked = validateThemeVariables(variables);
    if (E.isLeft(checked)) throw checked.left;
    this.store.update((state) => ({
      ...state,
      themeVariables: { ...state.themeVariables, ...checked.right },
    }));
  }
}
