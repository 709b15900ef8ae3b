import { encode } from 'uqr';
import { qrPaths, type QrPaths } from './qrPaths';
import { qrShapes, type QrSquare } from './qrShapes';

/**
 * Level Q restores a quarter of the code, so the cleared centre and a worn or glaring screen
 * still scan.
 */
const ERROR_CORRECTION = 'Q';

/** What one QR code is drawn with: its SVG paths and the cleared centre, in modules. */
export interface QrDrawing {
  readonly paths: QrPaths;
  readonly centre: QrSquare | undefined;
}

/** Encodes `value` (uqr's matrix, no border) and reads it into the paths it is drawn with. */
export function drawQr(value: string): QrDrawing {
  const { data } = encode(value, { ecc: ERROR_CORRECTION, border: 0 });
  const shapes = qrShapes(data, { clearCentre: true });
  return { paths: qrPaths(shapes), centre: shapes.centre };
}
