import * as E from 'fp-ts/Either';
import {
  InvalidThemeModeError,
  THEME_MODES,
  ThemeModeCodec,
  isThemeMode,
} from '../../../../domain/theme/ThemeMode';

describe('SPEC §5 theme mode light or dark', () => {
  it('SPEC §5: accepts light and dark only', () => {
    expect(THEME_MODES).toEqual(['light', 'dark']);
    expect(isThemeMode('light')).toBe(true);
    expect(isThemeMode('dark')).toBe(true);
    expect(isThemeMode('system')).toBe(false);
    expect(E.isLeft(ThemeModeCodec.decode('Dark'))).toBe(true);
  });
});

describe('SPEC §5 theme mode light or dark: the error for anything else', () => {
  it('names the bad value and has its own code', () => {
    const error = new InvalidThemeModeError('sepia');
    expect(error.code).toBe('INVALID_THEME_MODE');
    expect(error.shortMessage).toBe('Theme mode must be "light" or "dark", got "sepia"');
    expect(new InvalidThemeModeError(undefined).shortMessage).toBe(
      'Theme mode must be "light" or "dark", got undefined',
    );
  });
});
