import { injectable } from 'inversify';
import { DEFAULT_THEME_MODE } from '../../domain/constants/limits';
import { type ThemeMode } from '../../domain/theme/ThemeMode';
import { type ThemeVariables } from '../../domain/theme/ThemeVariables';
import { Store } from '../state/Store';

export interface ThemeState {
  readonly themeMode: ThemeMode;
  readonly themeVariables: ThemeVariables;
}

/** SPEC §9: dark unless the host says otherwise. */
@injectable()
export class ThemeStore extends Store<ThemeState> {
  constructor() {
    super({ themeMode: DEFAULT_THEME_MODE, themeVariables: {} });
  }
}
