import { type Translate, translator } from '../../../messages/translator';

/** The QR plate's own string; it loads with the views that draw a QR code. */
export const qrMessages = {
  'qr.loading': 'Preparing the QR code',
} as const;

export const t: Translate<typeof qrMessages> = translator(qrMessages);
