import { THEME_TOKENS_CSS } from '../../../../presentation/theme/themeTokensCss';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function tokensOf(mode: 'dark' | 'light'): Record<string, string> {
  const block = THEME_TOKENS_CSS.split(`.kp-theme[data-kp-theme='${mode}'] {`)[1]?.split('}')[0] ?? '';
  return Object.fromEntries([...block.matchAll(/(--kp-[\w-]+):\s*(#[0-9a-f]{6})/g)].map((m) => [m[1], m[2]]));
}

const DEFAULT_ACCENT = /--kp-accent: var\(--w3m-accent, (#[0-9a-f]{6})\)/.exec(THEME_TOKENS_CSS)?.[1] ?? '';

describe.each(['dark', 'light'] as const)('WCAG AA contrast of the default %s theme', (mode) => {
  const tokens = tokensOf(mode);
  const backgrounds = ['--kp-bg-base', '--kp-surface-base', '--kp-surface-hover-base'];

  it.each(['--kp-text', '--kp-text-muted', '--kp-danger', '--kp-success'])(
    '%s text is at least 4.5:1 on every background',
    (text) => {
      for (const background of backgrounds) {
        expect(contrast(tokens[text] ?? '', tokens[background] ?? '')).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('the focus ring is at least 3:1 against the card and the tiles', () => {
    for (const background of backgrounds) {
      expect(contrast(tokens['--kp-focus-base'] ?? '', tokens[background] ?? '')).toBeGreaterThanOrEqual(3);
    }
  });

  it('white text on the default accent is at least 4.5:1', () => {
    expect(contrast('#ffffff', DEFAULT_ACCENT)).toBeGreaterThanOrEqual(4.5);
  });
});
