import { THEME_VARIABLE_NAMES } from '../../../../domain/theme/ThemeVariables';
import { identiconColors } from '../../../../presentation/components/identiconColors';
import { MODAL_CSS } from '../../../../presentation/theme/modalCss';
import { THEME_TOKENS_CSS } from '../../../../presentation/theme/themeTokensCss';
import { themeVariablesStyle } from '../../../../presentation/theme/themeVariablesStyle';

describe('theme variables (SPEC §3)', () => {
  it('become inline custom properties; numbers are written as numbers; unset ones are left out', () => {
    expect(
      themeVariablesStyle({ '--w3m-accent': '#ff5500', '--w3m-color-mix-strength': 20, '--w3m-z-index': 9 }),
    ).toEqual({ '--w3m-accent': '#ff5500', '--w3m-color-mix-strength': '20', '--w3m-z-index': '9' });
    expect(themeVariablesStyle({})).toEqual({});
  });

  it('every host variable is read by the stylesheet', () => {
    for (const name of THEME_VARIABLE_NAMES) expect(THEME_TOKENS_CSS).toContain(`var(${name}`);
  });

  it('SPEC §9: the card is 360 px wide, a bottom sheet below 430 px, and shakes for 500 ms', () => {
    expect(MODAL_CSS).toContain('width: 360px');
    expect(MODAL_CSS).toContain('@media (max-width: 430px)');
    expect(MODAL_CSS).toContain('animation: kp-shake 500ms');
  });

  it('REFERENCE §5 enableMobileFullScreen: below 430 px a full-screen card takes the whole screen', () => {
    const phone = MODAL_CSS.slice(MODAL_CSS.indexOf('@media (max-width: 430px)'));
    expect(phone).toMatch(/\.kp-card\.kp-full-screen \{ height: 100vh; height: 100dvh; max-height: none;/);
  });

  it('dark and light modes each define every colour token', () => {
    const tokens = ['--kp-bg-base', '--kp-surface-base', '--kp-text', '--kp-text-muted', '--kp-focus-base'];
    for (const mode of ['dark', 'light']) {
      const block = THEME_TOKENS_CSS.split(`[data-kp-theme='${mode}'] {`)[1]?.split('}')[0] ?? '';
      for (const token of tokens) expect(block).toContain(`${token}:`);
    }
  });
});

describe('identicon colours', () => {
  it('are the same for the same address, whatever its case, and differ between addresses', () => {
    const address = '0xAbCdEf0123456789abcdef0123456789ABCDEF01';
    expect(identiconColors(address)).toEqual(identiconColors(address.toLowerCase()));
    expect(identiconColors(address)).not.toEqual(
      identiconColors('0x2222222222222222222222222222222222222222'),
    );
    expect(identiconColors(address)[0]).toMatch(/^hsl\(\d+ 70% 58%\)$/);
  });
});
