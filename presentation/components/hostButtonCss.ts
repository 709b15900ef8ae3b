/**
 * The host-page buttons' stylesheet: a pill in the modal's theme, in two sizes, with a visible
 * focus ring. It is added with the first button, so a page that only shows a button needs no other
 * stylesheet.
 */
export const HOST_BUTTON_CSS = `
.kp-host-button {
  display: inline-flex; align-items: center; gap: 8px; box-sizing: border-box;
  height: 40px; padding: 0 16px; border: 1px solid transparent; border-radius: var(--kp-radius-pill);
  font-family: var(--kp-font-family); font-size: var(--kp-text-md); font-weight: 600; line-height: 1;
  white-space: nowrap; cursor: pointer; transition: filter 120ms, background 120ms;
}
.kp-host-button:focus-visible { outline: 2px solid var(--kp-focus); outline-offset: 2px; }
.kp-host-button:disabled { cursor: default; opacity: 0.6; }
.kp-host-button.kp-size-sm { height: 32px; padding: 0 12px; gap: 6px; font-size: var(--kp-text-sm); }
.kp-connect-button { background: var(--kp-accent); color: var(--kp-on-accent); }
.kp-connect-button:hover:not(:disabled) { filter: brightness(1.08); }
.kp-account-button, .kp-network-button {
  background: var(--kp-bg); color: var(--kp-text); border-color: var(--kp-border);
}
.kp-account-button { padding: 0 4px 0 14px; }
.kp-account-button:hover:not(:disabled), .kp-network-button:hover:not(:disabled) { background: var(--kp-surface); }
.kp-network-button { padding-left: 8px; }
.kp-network-unsupported { color: var(--kp-danger); border-color: currentColor; }
.kp-account-address {
  display: inline-flex; align-items: center; gap: 6px; height: 32px; padding: 0 10px 0 4px;
  border-radius: var(--kp-radius-pill); background: var(--kp-surface);
}
.kp-account-button.kp-size-sm .kp-account-address { height: 24px; }
.kp-account-button .kp-avatar, .kp-network-button .kp-avatar { display: inline-block; flex: none; border-radius: 50%; }
.kp-button-spinner {
  width: 14px; height: 14px; border-radius: 50%; border: 2px solid currentColor; border-right-color: transparent;
  animation: kp-button-spin 800ms linear infinite;
}
.kp-network-placeholder { display: inline-block; flex: none; border-radius: 50%; background: var(--kp-surface-hover); }
@keyframes kp-button-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .kp-button-spinner { animation-duration: 2400ms; } }
`;
