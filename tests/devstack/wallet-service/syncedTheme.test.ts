import { themeOf } from '../../../devstack/wallet-service/frame/syncedData';

const DARK = { mode: 'dark', accent: undefined } as const;

describe("the frame's approval screen takes the site's theme (SPEC §3 theme sync)", () => {
  it('takes the accent and background the site worked out (w3mThemeVariables) over the host variables', () => {
    expect(
      themeOf(
        {
          themeMode: 'light',
          themeVariables: { '--w3m-accent': '#111111' },
          w3mThemeVariables: {
            '--w3m-accent': '#0a7d3b',
            '--w3m-background': 'color-mix(in srgb, red 10%, #fff)',
          },
        },
        DARK,
      ),
    ).toEqual({ mode: 'light', accent: '#0a7d3b', background: 'color-mix(in srgb, red 10%, #fff)' });
  });

  it("falls back to the host's accent, and to the mode's own background", () => {
    expect(themeOf({ themeMode: 'light', themeVariables: { '--w3m-accent': '#111111' } }, DARK)).toEqual({
      mode: 'light',
      accent: '#111111',
      background: undefined,
    });
  });

  it('draws with nothing that could leave its declaration, and keeps the last good accent', () => {
    const previous = { mode: 'light', accent: '#0a7d3b' } as const;
    expect(
      themeOf(
        {
          themeMode: 'nope',
          w3mThemeVariables: {
            '--w3m-accent': 'red; background: url(x)',
            '--w3m-background': 'red} body {x',
          },
        },
        previous,
      ),
    ).toEqual({ mode: 'light', accent: '#0a7d3b', background: undefined });
  });
});
