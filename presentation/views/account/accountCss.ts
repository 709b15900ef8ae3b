/**
 * The Account view's own styles, shipped with it: the network chip and the warning of an
 * unsupported network in the account card, the card's row of actions (copy, explorer,
 * disconnect: in reach above the lists, however long they grow), and the lone Tokens list of a
 * site without history. Colours come from the theme tokens only.
 */
export const ACCOUNT_CSS = `
.kp-account-network {
  display: inline-flex; align-items: center; gap: 6px; min-height: 32px; margin: 2px 0 0;
  padding: 4px 10px 4px 6px; border: 1px solid var(--kp-border); border-radius: var(--kp-radius-pill);
  background: var(--kp-surface); color: var(--kp-text); font-size: var(--kp-text-sm); font-weight: 600;
}
button.kp-account-network { cursor: pointer; }
button.kp-account-network:hover { background: var(--kp-surface-hover); }
.kp-account-network .kp-network-placeholder { display: inline-block; flex: none; border-radius: 50%; background: var(--kp-surface-hover); }
.kp-account-network .kp-icon { width: 16px; height: 16px; margin-left: -2px; color: var(--kp-text-muted); }
.kp-account-network-warning {
  display: flex; flex-direction: column; gap: 10px; width: 100%; margin-top: 4px; padding: 12px;
  border: 1px solid var(--kp-danger); border-radius: var(--kp-radius-md); text-align: start;
}
.kp-account-network-warning .kp-paragraph { display: flex; align-items: flex-start; gap: 8px; }
.kp-account-network-warning .kp-unsupported-network-icon { flex: none; color: var(--kp-danger); }
.kp-account-actions {
  display: grid; grid-auto-flow: column; grid-auto-columns: minmax(0, 1fr); gap: 8px;
  width: 100%; margin-top: 8px;
}
.kp-account-action {
  flex-direction: column; gap: 4px; min-height: 56px; padding: 6px 4px; background: transparent;
  font-size: var(--kp-text-sm); line-height: 1.2; text-align: center;
}
.kp-account-single-tab { margin-top: 16px; }
`;
