/**
 * The token picker's styles, loaded with the views that use it. The list covers the whole modal
 * card (the card is its containing block), scrolls on its own below the search, and so fits a
 * phone's bottom sheet as well as the desktop card. Colours are the theme's tokens.
 */
export const TOKEN_PICKER_CSS = `
.kp-token-trigger {
  display: inline-flex; align-items: center; gap: 8px; min-width: 0; max-width: 100%;
  border: 1px solid var(--kp-border); color: var(--kp-text); font-weight: 600; text-align: left; cursor: pointer;
}
.kp-token-trigger:hover { background: var(--kp-surface-hover); }
.kp-token-trigger-pill {
  flex: 0 1 auto; min-height: 40px; padding: 4px 8px 4px 4px;
  border-radius: var(--kp-radius-pill); background: var(--kp-bg);
}
.kp-token-trigger-pill .kp-token-icon { width: 28px; height: 28px; }
.kp-token-trigger-block {
  width: 100%; min-height: 56px; padding: 8px 12px 8px 8px;
  border-radius: var(--kp-radius-md); background: var(--kp-surface);
}
.kp-token-trigger-text { display: flex; flex-direction: column; min-width: 0; flex: 1 1 auto; }
.kp-token-trigger-pill .kp-token-trigger-text { flex: 0 1 auto; }
.kp-token-trigger-symbol, .kp-token-trigger-text > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.kp-token-trigger-text > .kp-text-sm { font-weight: 400; }
.kp-token-trigger-balance, .kp-token-option-values {
  display: flex; flex-direction: column; align-items: flex-end; min-width: 0; max-width: 55%;
  margin-left: auto; text-align: right; font-variant-numeric: tabular-nums;
}
.kp-token-trigger-balance { font-weight: 400; }
.kp-token-trigger-balance > span, .kp-token-option-values > span {
  max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.kp-token-trigger-chevron { display: inline-flex; flex: none; color: var(--kp-text-muted); }
.kp-token-trigger-chevron .kp-icon { width: 16px; height: 16px; transform: rotate(90deg); }
.kp-token-picker {
  position: absolute; inset: 0; z-index: 1; display: flex; flex-direction: column;
  background: var(--kp-bg); animation: kp-fade-in 120ms ease-out;
}
.kp-token-picker:focus { outline: none; }
.kp-token-picker-search { margin: 8px 16px 0; }
/* Three classes: the search keeps room for its icon inside forms that pad their own inputs less. */
.kp-token-picker .kp-token-picker-search .kp-input { padding-left: 40px; }
.kp-token-picker-count { margin: 8px 16px; font-size: var(--kp-text-sm); color: var(--kp-text-muted); }
.kp-token-picker-list { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding: 0 16px 16px; overscroll-behavior: contain; }
`;
