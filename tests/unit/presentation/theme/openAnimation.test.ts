import { MODAL_CSS } from '../../../../presentation/theme/modalCss';

/** The CSS rule for `selector` (its first block), without the braces. */
function ruleOf(selector: string): string {
  const start = MODAL_CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  return MODAL_CSS.slice(start, MODAL_CSS.indexOf('}', start));
}

describe('the modal opening (first-view benchmark: settled within 150 ms, rows never moving)', () => {
  it('the card comes up from 60 % opacity in 100 ms, neither moving nor growing', () => {
    expect(ruleOf('.kp-card')).toContain('animation: kp-appear 100ms ease-out');
    expect(MODAL_CSS).toContain('@keyframes kp-appear { from { opacity: 0.6; } }');
  });

  it('the backdrop darkens by its colour, so the card inside it is not faded with it', () => {
    expect(ruleOf('.kp-overlay')).toContain('animation: kp-backdrop-in 100ms ease-out');
    expect(MODAL_CSS).toContain('@keyframes kp-backdrop-in { from { background-color: transparent; } }');
  });

  it('visitors who ask for less motion get no opening motion', () => {
    const reduced = MODAL_CSS.slice(MODAL_CSS.indexOf('@media (prefers-reduced-motion: reduce)'));
    expect(reduced).toContain('.kp-overlay, .kp-card, .kp-snackbar { animation: none; }');
  });
});
