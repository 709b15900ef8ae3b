/**
 * The embedded wallet's views' styles, shipped with those views rather than with the modal's
 * frame. Colours come from the theme tokens only, so light and dark follow the modal. The approval
 * area is as tall as the card's body can be (the card's height less its header and padding).
 */
export const EMBEDDED_CSS = `
.kp-login-step { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.kp-login-step .kp-heading { overflow-wrap: anywhere; }
.kp-login-status { display: flex; flex-direction: column; align-items: center; gap: 4px; min-height: 1.45em; }
.kp-login-busy { display: flex; align-items: center; gap: 8px; color: var(--kp-text-muted); }
.kp-login-busy .kp-spinner-sm { margin: 0; }
.kp-icon-lg { width: 40px; height: 40px; }
.kp-login-badge { display: inline-flex; align-items: center; justify-content: center; width: 72px; height: 72px; border-radius: var(--kp-radius-lg); background: var(--kp-surface); color: var(--kp-accent); }
.kp-otp { display: flex; justify-content: center; gap: 8px; border: 0; margin: 0; padding: 0; }
.kp-otp-cell {
  width: 44px; height: 52px; padding: 0; border: 1px solid var(--kp-border); border-radius: var(--kp-radius-md);
  background: var(--kp-surface); color: var(--kp-text); font-size: var(--kp-text-xl); font-weight: 600; text-align: center;
}
.kp-otp-cell:focus { border-color: var(--kp-accent); outline: none; box-shadow: 0 0 0 2px var(--kp-focus); }
.kp-otp-cell[aria-invalid='true'] { border-color: var(--kp-danger); }
.kp-otp-cell:disabled { opacity: 0.6; }
.kp-login-resend { display: flex; flex-direction: column; align-items: center; gap: 2px; font-size: var(--kp-text-sm); }
.kp-link-button { padding: 4px 8px; border: 0; background: none; color: var(--kp-accent); font: inherit; font-weight: 600; cursor: pointer; }
.kp-link-button[aria-disabled='true'] { color: var(--kp-text-muted); cursor: default; }
.kp-login-form { display: flex; flex-direction: column; gap: 12px; }
.kp-login-form .kp-input { padding-left: 12px; }
.kp-login-field { display: flex; flex-direction: column; gap: 6px; }
.kp-login-label { font-size: var(--kp-text-sm); font-weight: 600; }
.kp-login-message { margin: 0; min-height: 1.4em; font-size: var(--kp-text-sm); color: var(--kp-danger); }
.kp-login-form .kp-button[aria-disabled='true'] { cursor: default; opacity: 0.6; filter: none; }
.kp-login-form .kp-spinner-sm { margin: 0; border-top-color: currentColor; }
.kp-approve {
  display: flex; align-items: center; justify-content: center; padding: 16px;
  height: min(552px, calc(100vh - 120px)); min-height: 240px; border-radius: var(--kp-radius-md);
  background: var(--kp-surface); color: var(--kp-text-muted); text-align: center;
}
.kp-login-details { display: flex; flex-direction: column; gap: 8px; align-self: stretch; margin-top: 16px; text-align: start; }
.kp-login-identity { display: flex; align-items: center; gap: 10px; }
.kp-login-identity .kp-row-text { min-width: 0; }
.kp-login-identity .kp-row-text > .kp-text-sm { white-space: normal; }
.kp-login-identity .kp-row-title { -webkit-line-clamp: 2; overflow-wrap: anywhere; }
`;
