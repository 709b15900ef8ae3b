/**
 * The buy views' styles, shipped with those views rather than with the modal's frame: provider
 * rows with their logos, the purchase form's fields, the price table and the "continue in the new
 * window" panel.
 * Colours come from the theme tokens only, so light and dark follow the modal. A provider's
 * networks may take two lines: cut short, they would hide the very networks a visitor picks by.
 */
export const ONRAMP_CSS = `
.kp-onramp { display: flex; flex-direction: column; gap: 12px; }
.kp-onramp-heading:focus { outline: none; }
.kp-onramp[data-step="checkout"] .kp-onramp-heading { text-align: center; }
.kp-onramp-field { display: flex; flex-direction: column; gap: 6px; }
.kp-onramp-label { font-size: var(--kp-text-sm); font-weight: 600; }
.kp-onramp-control {
  width: 100%; min-height: 44px; padding: 0 12px; border: 1px solid var(--kp-border);
  border-radius: var(--kp-radius-md); background: var(--kp-surface); color: var(--kp-text); font: inherit;
}
.kp-onramp-control[aria-invalid='true'] { border-color: var(--kp-danger); }
.kp-onramp-control option { background: var(--kp-bg); color: var(--kp-text); }
.kp-onramp-pair { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); gap: 8px; align-items: end; }
.kp-onramp-hint { margin: 0; font-size: var(--kp-text-sm); color: var(--kp-text-muted); }
.kp-onramp-limits { margin: 0; padding: 0; list-style: none; font-size: var(--kp-text-xs); color: var(--kp-text-muted); }
.kp-onramp .kp-row-text > .kp-text-sm { white-space: normal; }
.kp-onramp-provider { display: flex; align-items: center; justify-content: space-between; gap: 8px; }
.kp-onramp-change {
  flex: none; min-height: 40px; padding: 0; border: 0; background: transparent;
  font-family: inherit; white-space: nowrap; cursor: pointer;
}
.kp-onramp-quote {
  display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; margin: 0; padding: 12px;
  border-radius: var(--kp-radius-md); background: var(--kp-surface); font-size: var(--kp-text-sm);
}
.kp-onramp-quote dt { color: var(--kp-text-muted); }
.kp-onramp-quote dd { margin: 0; text-align: right; font-variant-numeric: tabular-nums; }
.kp-onramp-quote .kp-onramp-strong { font-weight: 700; color: var(--kp-text); }
.kp-onramp-received-mark { display: inline-flex; width: 40px; height: 40px; align-items: center; justify-content: center; border-radius: 50%; color: var(--kp-success); background: var(--kp-surface); }
.kp-onramp-logo { width: 40px; height: 40px; flex: none; border-radius: 50%; }
.kp-onramp-logo-disc { fill: var(--kp-surface-hover); }
.kp-onramp-logo-initial { fill: var(--kp-text); font-size: 18px; font-weight: 700; }
.kp-onramp-waiting { display: flex; flex-direction: column; align-items: center; gap: 12px; padding: 16px 0; text-align: center; }
`;
