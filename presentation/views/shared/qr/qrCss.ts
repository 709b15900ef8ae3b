/** The QR code's side in the 360 px card: large enough to scan from arm's length, with room around it. */
const QR_SIZE_PX = 260;

/**
 * The QR code's styles, shipped with the views that draw one rather than with the modal's frame.
 * The code always sits on a white plate in the QR colour (`--kp-qr-color`, the host's
 * `--w3m-qr-color`, dark by default): phone cameras read dark on light, so the code scans in
 * dark mode too. Its shimmering placeholder has the same size, so nothing moves when the value
 * arrives.
 */
export const QR_CSS = `
.kp-qr {
  width: min(${QR_SIZE_PX}px, 100%); aspect-ratio: 1; flex: none; padding: 16px;
  border-radius: var(--kp-radius-lg); background: #ffffff; border: 1px solid var(--kp-border);
}
.kp-qr-svg { display: block; width: 100%; height: 100%; }
.kp-qr-fill { fill: var(--kp-qr-color); }
.kp-qr-stroke { fill: none; stroke: var(--kp-qr-color); }
.kp-qr-image { clip-path: inset(0 round 24%); }
.kp-qr-loading {
  background: linear-gradient(100deg, var(--kp-surface) 30%, var(--kp-surface-hover) 50%, var(--kp-surface) 70%);
  background-size: 300% 100%; animation: kp-shimmer 1400ms linear infinite;
}
@keyframes kp-shimmer { from { background-position: 100% 0; } to { background-position: 0 0; } }
@media (prefers-reduced-motion: reduce) { .kp-qr-loading { animation: none; } }
`;
