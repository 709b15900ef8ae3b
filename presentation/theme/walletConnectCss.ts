/**
 * The WalletConnect views' styles, shipped with those views rather than with the modal's frame.
 * The QR code brings its own (views/shared/qr/qrCss.ts).
 */
export const WALLETCONNECT_CSS = `
.kp-wc { display: flex; flex-direction: column; gap: 12px; }
.kp-wc-tabs { margin: 0; }
.kp-wc-panel { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.kp-wc-panel:focus { outline: none; }
.kp-wc-status { display: flex; flex-direction: column; align-items: center; gap: 4px; }
`;
