import { DEFAULT_ACCENT, MODAL_BACKGROUND } from '../../domain/theme/ModalColours';

/**
 * Keyport's design tokens as CSS custom properties on every `.kp-theme` element, in two modes.
 * The host's `--w3m-*` variables (SPEC §3 theme variables) feed them: accent, font family and
 * size, corner radius, stacking order, QR colour, and a colour mixed into the surfaces at a given
 * strength. Default colours keep WCAG AA contrast (text 4.5:1, focus ring 3:1) in both modes.
 */
export const THEME_TOKENS_CSS = `
.kp-theme {
  --kp-accent: var(--w3m-accent, ${DEFAULT_ACCENT});
  --kp-on-accent: #ffffff;
  --kp-font-family: var(--w3m-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif);
  --kp-font-size-master: var(--w3m-font-size-master, 10px);
  --kp-radius-master: var(--w3m-border-radius-master, 4px);
  --kp-z-index: var(--w3m-z-index, 1000);
  --kp-qr-color: var(--w3m-qr-color, #141519);
  --kp-text-xs: calc(var(--kp-font-size-master) * 1.2);
  --kp-text-sm: calc(var(--kp-font-size-master) * 1.3);
  --kp-text-md: calc(var(--kp-font-size-master) * 1.5);
  --kp-text-lg: calc(var(--kp-font-size-master) * 1.7);
  --kp-text-xl: calc(var(--kp-font-size-master) * 2.2);
  --kp-radius-sm: calc(var(--kp-radius-master) * 2);
  --kp-radius-md: calc(var(--kp-radius-master) * 3);
  --kp-radius-lg: calc(var(--kp-radius-master) * 5);
  --kp-radius-pill: 999px;
  --kp-bg: var(--kp-bg-base);
  --kp-surface: var(--kp-surface-base);
  --kp-surface-hover: var(--kp-surface-hover-base);
  --kp-border: var(--kp-border-base);
  --kp-focus: var(--kp-focus-base);
  font-family: var(--kp-font-family);
  -webkit-font-smoothing: antialiased;
}
.kp-theme[data-kp-theme='dark'] {
  color-scheme: dark;
  --kp-bg-base: ${MODAL_BACKGROUND.dark};
  --kp-surface-base: #222428;
  --kp-surface-hover-base: #2d3035;
  --kp-border-base: #393c43;
  --kp-text: #eceef1;
  --kp-text-muted: #a9adb5;
  --kp-danger: #ff9a9a;
  --kp-success: #7ddc97;
  --kp-focus-base: #a9b9ff;
  --kp-backdrop: rgba(5, 6, 8, 0.66);
  --kp-shadow: 0 16px 48px rgba(0, 0, 0, 0.55);
}
.kp-theme[data-kp-theme='light'] {
  color-scheme: light;
  --kp-bg-base: ${MODAL_BACKGROUND.light};
  --kp-surface-base: #f1f2f4;
  --kp-surface-hover-base: #e5e7eb;
  --kp-border-base: #d9dce1;
  --kp-text: #15161a;
  --kp-text-muted: #555a64;
  --kp-danger: #b3261e;
  --kp-success: #166a31;
  --kp-focus-base: #2f4fcf;
  --kp-backdrop: rgba(20, 22, 28, 0.45);
  --kp-shadow: 0 16px 48px rgba(20, 22, 28, 0.18);
}
@supports (color: color-mix(in srgb, red 50%, blue)) {
  .kp-theme {
    --kp-mix: var(--w3m-color-mix, transparent);
    --kp-mix-strength: calc(var(--w3m-color-mix-strength, 0) * 1%);
    --kp-bg: color-mix(in srgb, var(--kp-mix) var(--kp-mix-strength), var(--kp-bg-base));
    --kp-surface: color-mix(in srgb, var(--kp-mix) var(--kp-mix-strength), var(--kp-surface-base));
    --kp-surface-hover: color-mix(in srgb, var(--kp-mix) var(--kp-mix-strength), var(--kp-surface-hover-base));
    --kp-border: color-mix(in srgb, var(--kp-mix) var(--kp-mix-strength), var(--kp-border-base));
  }
  .kp-theme[data-kp-theme='dark'] {
    --kp-focus: color-mix(in srgb, var(--kp-accent) 45%, #ffffff);
  }
  .kp-theme[data-kp-theme='light'] {
    --kp-focus: color-mix(in srgb, var(--kp-accent) 85%, #000000);
  }
}
`;
