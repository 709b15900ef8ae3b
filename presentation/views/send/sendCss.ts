/** The id of the send views' stylesheet, so that it is added to the page once. */
export const SEND_STYLE_ELEMENT_ID = 'keyport-send-styles';

/**
 * The send views' styles, shipped with those views rather than with the modal's frame. Colours
 * come from the theme tokens only, so light and dark follow the modal.
 */
export const SEND_CSS = `
.kp-send { display: flex; flex-direction: column; gap: 16px; }
.kp-send-field { display: flex; flex-direction: column; gap: 6px; border: 0; margin: 0; padding: 0; min-width: 0; }
.kp-send-label { font-size: var(--kp-text-sm); font-weight: 600; padding: 0; }
.kp-send .kp-input { padding-left: 12px; }
.kp-send-amount { display: flex; gap: 8px; }
.kp-send-amount .kp-input { flex: 1 1 auto; min-width: 0; }
.kp-send-receiver { display: flex; align-items: center; gap: 8px; font-size: var(--kp-text-sm); }
.kp-send-hint { margin: 0; min-height: 1.4em; font-size: var(--kp-text-sm); color: var(--kp-text-muted); }
.kp-send-usd { display: block; font-size: var(--kp-text-sm); color: var(--kp-text-muted); }
.kp-send-message { margin: 0; min-height: 1.4em; font-size: var(--kp-text-sm); color: var(--kp-danger); }
.kp-send-details { display: grid; grid-template-columns: auto minmax(0, 1fr); gap: 8px 12px; margin: 0; }
.kp-send-details dt { color: var(--kp-text-muted); }
.kp-send-details dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
.kp-send .kp-button[aria-disabled='true'] { cursor: default; opacity: 0.6; filter: none; }
.kp-send-actions { display: flex; gap: 8px; }
.kp-send-actions .kp-button { flex: 1 1 0; }
.kp-send-status { display: flex; align-items: center; justify-content: center; gap: 8px; margin: 0; }
.kp-send-status .kp-spinner-sm { margin-left: 0; }
.kp-send-hash { overflow-wrap: anywhere; font-family: ui-monospace, monospace; font-size: var(--kp-text-sm); }
`;
