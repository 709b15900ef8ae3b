/**
 * The Connect view's wallet list styles beyond the modal's rows: the places held for the rows the
 * explorer's answer brings, shaded as rows with an image and a name bar, still (no shimmer).
 */
export const WALLET_LIST_CSS = `
.kp-row-to-come { pointer-events: none; }
.kp-to-come-name { width: 40%; height: 12px; border-radius: var(--kp-radius-pill); background: var(--kp-surface-hover); }
`;
