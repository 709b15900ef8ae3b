import { type ReactNode } from 'react';
import { type QrDrawing } from './qrDrawing';
import { QR_LINE_WIDTH, QR_MODULE_UNITS } from './qrPaths';

/** The cleared centre of a QR code, in the SVG's units: where an image may go. */
export interface QrCentreBox {
  /** The left and top edge (the centre is a square in the middle). */
  readonly start: number;
  readonly side: number;
}

/**
 * A QR code (see useQrDrawing) as one inline SVG image of rounded finder squares, round dots and
 * vertical lines in the QR colour classes, with a cleared centre that `centre` fills (an image
 * or a mark). The caller gives the plate around it and the label that says what the code holds;
 * `attributes` are put on the SVG as they are (data for tools and tests).
 */
export function QrSvg({
  drawing,
  label,
  centre,
  attributes,
}: {
  readonly drawing: QrDrawing;
  readonly label: string;
  readonly centre?: (box: QrCentreBox) => ReactNode;
  readonly attributes?: Readonly<Record<string, string>>;
}) {
  const { paths, centre: square } = drawing;
  return (
    <svg
      className="kp-qr-svg"
      viewBox={`0 0 ${paths.extent} ${paths.extent}`}
      role="img"
      aria-label={label}
      {...attributes}
    >
      <path className="kp-qr-fill" fillRule="evenodd" d={paths.finders} />
      <path className="kp-qr-fill" d={paths.dots} />
      <path className="kp-qr-stroke" strokeWidth={QR_LINE_WIDTH} strokeLinecap="round" d={paths.lines} />
      {square && centre?.({ start: square.start * QR_MODULE_UNITS, side: square.size * QR_MODULE_UNITS })}
    </svg>
  );
}
