import * as E from 'fp-ts/Either';
import { THEME_MODES, ThemeModeCodec, isThemeMode } from '../../../../domain/theme/ThemeMode';

describe('SPEC §5 theme mode light or dark', () => {
  it('SPEC §5: accepts light and dark only', () => {
    expect(THEME_MODES).toEqual(['light', 'dark']);
    expect(isThemeMode('light')).toBe(true);
    expect(isThemeMode('dark')).toBe(true);
    expect(isThemeMode('system')).toBe(false);
    expect(E.isLeft(ThemeModeCodec.decode('Dark'))).toBe(true);
  });
});
