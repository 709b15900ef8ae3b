/**
 * The Connect view's email field and social buttons, shipped with the connect views and added to
 * the page only where the embedded wallet offers them. Colours come from the theme tokens, but
 * for the providers' marks, which keep their own.
 */
export const LOGIN_CSS = `
.kp-email-field { position: relative; }
.kp-email-field > .kp-icon { position: absolute; left: 12px; top: 50%; transform: translateY(-50%); color: var(--kp-text-muted); pointer-events: none; }
.kp-email-field .kp-input { padding-right: 48px; }
.kp-root .kp-input[aria-invalid='true'] { border-color: var(--kp-danger); }
.kp-email-submit { position: absolute; right: 2px; top: 50%; transform: translateY(-50%); }
.kp-email-submit .kp-spinner-sm { margin: 0; }
.kp-email-message { margin: 6px 0 0; font-size: var(--kp-text-sm); color: var(--kp-danger); }
.kp-email-message:empty { margin: 0; }
.kp-social-wide { position: relative; }
.kp-social-wide > .kp-social-mark { position: absolute; left: 10px; top: 50%; transform: translateY(-50%); }
.kp-social-row { list-style: none; margin: 8px 0 0; padding: 0; display: flex; gap: 8px; }
.kp-social-row > li { flex: 1 1 0; min-width: 0; }
.kp-social-icon { width: 100%; padding: 0; }
.kp-social-mark { flex: none; display: block; }
.kp-or { display: flex; align-items: center; gap: 12px; color: var(--kp-text-muted); font-size: var(--kp-text-sm); }
.kp-or::before, .kp-or::after { content: ''; flex: 1 1 0; border-top: 1px solid var(--kp-border); }
`;
