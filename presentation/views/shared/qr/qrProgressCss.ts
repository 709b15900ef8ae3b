/**
 * The QR placeholder's progress: a spinner in the middle of the shimmering plate, so a code still
 * being prepared reads as coming rather than blank. Larger than the modal's spinner, with a track
 * in the border colour so the ring shows on the shimmer too; the plate keeps its size.
 */
export const QR_PROGRESS_CSS = `
.kp-qr-loading { display: grid; place-items: center; }
.kp-qr-loading .kp-spinner {
  width: 44px; height: 44px; border-width: 4px;
  border-color: var(--kp-border); border-top-color: var(--kp-accent);
}
`;
