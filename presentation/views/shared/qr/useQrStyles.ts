import { useStyleSheet } from '../../../theme/useStyleSheet';
import { QR_CSS } from './qrCss';
import { QR_PROGRESS_CSS } from './qrProgressCss';

/** The id of the QR code's stylesheet, so that it is added to the page once. */
export const QR_STYLE_ELEMENT_ID = 'keyport-qr-styles';

/** Adds the QR code's stylesheet; every view that shows a QR code (or its placeholder) calls it. */
export function useQrStyles(): void {
  useStyleSheet(QR_STYLE_ELEMENT_ID, QR_CSS + QR_PROGRESS_CSS);
}
