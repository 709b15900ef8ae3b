/**
 * The swap views' styles, shipped with those views rather than with the modal's frame: two
 * panels (pay, receive), each with its label and token picker on one line, the amount on a line
 * of its own, then the balance and the amount's USD worth; a flip button between them, and the
 * quote's details as label and value lines. The token picker brings its own styles. Colours are the
 * theme's tokens, so light and dark follow the host.
 */
export const SWAP_CSS = `
.kp-swap { display: flex; flex-direction: column; gap: 8px; }
.kp-swap-panel {
  display: flex; flex-direction: column; gap: 8px; padding: 12px;
  border: 1px solid var(--kp-border); border-radius: var(--kp-radius-md); background: var(--kp-surface);
}
.kp-swap-label { font-size: var(--kp-text-sm); color: var(--kp-text-muted); }
.kp-swap-head { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.kp-swap-head > .kp-swap-label { flex: none; white-space: nowrap; }
.kp-swap-amount {
  width: 100%; min-height: 44px; padding: 0 8px; border: 1px solid transparent;
  border-radius: var(--kp-radius-sm); background: transparent; color: var(--kp-text);
  font-family: inherit; font-size: var(--kp-text-xl); font-variant-numeric: tabular-nums;
}
.kp-swap-amount:focus-visible { outline: 2px solid var(--kp-accent); }
.kp-swap-quote {
  display: flex; align-items: center; min-height: 44px; padding: 0 8px; font-size: var(--kp-text-xl);
  font-variant-numeric: tabular-nums; overflow-wrap: anywhere;
}
.kp-swap-foot { display: flex; justify-content: space-between; gap: 8px; min-height: 1.4em; }
.kp-swap-usd { margin-left: auto; font-variant-numeric: tabular-nums; }
.kp-swap-foot:empty { display: none; }
.kp-swap-flip { align-self: center; min-height: 36px; width: 36px; padding: 0; border-radius: 50%; }
.kp-swap-details { display: flex; flex-direction: column; gap: 6px; margin: 0; font-size: var(--kp-text-sm); }
.kp-swap-details div { display: flex; justify-content: space-between; gap: 12px; }
.kp-swap-details dt { color: var(--kp-text-muted); }
.kp-swap-details dd { margin: 0; font-variant-numeric: tabular-nums; }
`;
