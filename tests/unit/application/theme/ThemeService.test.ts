import { ThemeService } from '../../../../application/theme/ThemeService';
import { ThemeStore, type ThemeState } from '../../../../application/theme/ThemeStore';
import { InvalidThemeModeError, type ThemeMode } from '../../../../domain/theme/ThemeMode';
import { InvalidThemeVariablesError, type ThemeVariables } from '../../../../domain/theme/ThemeVariables';
import { createTestCore } from '../../../support/createTestCore';

function setUp(): { theme: ThemeService; store: ThemeStore } {
  const store = new ThemeStore();
  return { theme: new ThemeService(store), store };
}

/** Whatever a host passes at run time, typed or not. */
function untyped<T>(value: unknown): T {
  return value as T;
}

describe('ThemeService (SPEC §3 theme, §5 theme mode light or dark, §9 default dark)', () => {
  it('SPEC §9: the default theme mode is dark, with no variables', () => {
    const { store } = setUp();
    expect(store.get()).toEqual<ThemeState>({ themeMode: 'dark', themeVariables: {} });
  });

  describe('SPEC §5: setThemeMode', () => {
    it('SPEC §5: switches to light and back to dark', () => {
      const { theme, store } = setUp();
      theme.setThemeMode('light');
      expect(store.get().themeMode).toBe('light');
      theme.setThemeMode('dark');
      expect(store.get().themeMode).toBe('dark');
    });

    it('SPEC §5: keeps the variables when the mode changes', () => {
      const { theme, store } = setUp();
      theme.setThemeVariables({ '--w3m-accent': '#00ff00' });
      theme.setThemeMode('light');
      expect(store.get()).toEqual<ThemeState>({
        themeMode: 'light',
        themeVariables: { '--w3m-accent': '#00ff00' },
      });
    });

    it.each<[string, unknown, string]>([
      ['an unknown mode', 'blue', 'Theme mode must be "light" or "dark", got "blue"'],
      ['a capitalised mode', 'Dark', 'Theme mode must be "light" or "dark", got "Dark"'],
      ['undefined', undefined, 'Theme mode must be "light" or "dark", got undefined'],
      ['a number', 1, 'Theme mode must be "light" or "dark", got 1'],
    ])('SPEC §5: %s throws a clear error and keeps the state', (_label, mode, message) => {
      const { theme, store } = setUp();
      theme.setThemeMode('light');
      const before = store.get();
      expect(() => theme.setThemeMode(untyped<ThemeMode>(mode))).toThrow(InvalidThemeModeError);
      expect(() => theme.setThemeMode(untyped<ThemeMode>(mode))).toThrow(message);
      expect(store.get()).toBe(before);
    });
  });

  describe('SPEC §3: setThemeVariables', () => {
    it('SPEC §3: merges the given variables into the current ones', () => {
      const { theme, store } = setUp();
      theme.setThemeVariables({ '--w3m-accent': '#47a1ff', '--w3m-z-index': 1000 });
      theme.setThemeVariables({ '--w3m-font-family': 'Inter, sans-serif', '--w3m-accent': '#ff0000' });
      expect(store.get().themeVariables).toEqual<ThemeVariables>({
        '--w3m-accent': '#ff0000',
        '--w3m-z-index': 1000,
        '--w3m-font-family': 'Inter, sans-serif',
      });
    });

    it('SPEC §3: a variable a JavaScript host sets to undefined keeps its current value', () => {
      const { theme, store } = setUp();
      theme.setThemeVariables({ '--w3m-accent': '#47a1ff' });
      theme.setThemeVariables(
        untyped<ThemeVariables>({ '--w3m-accent': undefined, '--w3m-color-mix-strength': 40 }),
      );
      expect(store.get().themeVariables).toEqual<ThemeVariables>({
        '--w3m-accent': '#47a1ff',
        '--w3m-color-mix-strength': 40,
      });
    });

    it.each<[string, unknown, string]>([
      ['an unknown variable', { '--w3m-colour': 'red' }, 'Unknown theme variable "--w3m-colour"'],
      [
        'a text for a numeric variable',
        { '--w3m-z-index': '999' },
        'Theme variable "--w3m-z-index" must be a number',
      ],
      [
        'a number for a text variable',
        { '--w3m-accent': 7 },
        'Theme variable "--w3m-accent" must be a string',
      ],
      ['a non-finite number', { '--w3m-color-mix-strength': Number.NaN }, 'must be a number'],
      ['not an object', 'dark', 'Theme variables must be an object'],
      ['an array', ['--w3m-accent'], 'Theme variables must be an object'],
    ])('SPEC §3: %s throws a clear error and keeps the state', (_label, variables, message) => {
      const { theme, store } = setUp();
      theme.setThemeVariables({ '--w3m-accent': '#47a1ff' });
      const before = store.get();
      expect(() => theme.setThemeVariables(untyped<ThemeVariables>(variables))).toThrow(
        InvalidThemeVariablesError,
      );
      expect(() => theme.setThemeVariables(untyped<ThemeVariables>(variables))).toThrow(message);
      expect(store.get()).toBe(before);
    });

    it('SPEC §3: one bad variable among good ones applies none of them', () => {
      const { theme, store } = setUp();
      expect(() =>
        theme.setThemeVariables(untyped<ThemeVariables>({ '--w3m-accent': '#00ff00', '--w3m-zindex': 5 })),
      ).toThrow('Unknown theme variable "--w3m-zindex"');
      expect(store.get().themeVariables).toEqual({});
    });
  });

  describe('SPEC §3 through the host API', () => {
    it('SPEC §3: the core starts on the host theme and reports every change to subscribers', () => {
      const { core } = createTestCore({
        options: { themeMode: 'light', themeVariables: { '--w3m-accent': '#47a1ff' } },
      });
      const seen: ThemeState[] = [];
      core.subscribeTheme((state) => seen.push(state));
      core.setThemeMode('dark');
      core.setThemeVariables({ '--w3m-border-radius-master': '2px' });
      expect(core.getThemeMode()).toBe('dark');
      expect(core.getThemeVariables()).toEqual({
        '--w3m-accent': '#47a1ff',
        '--w3m-border-radius-master': '2px',
      });
      expect(seen.map((state) => state.themeMode)).toEqual(['light', 'dark', 'dark']);
    });

    it('SPEC §5: a bad mode through the host API throws and keeps the theme', () => {
      const { core } = createTestCore();
      expect(() => core.setThemeMode(untyped<ThemeMode>('sepia'))).toThrow(
        'Theme mode must be "light" or "dark", got "sepia"',
      );
      expect(core.getThemeMode()).toBe('dark');
    });
  });
});
