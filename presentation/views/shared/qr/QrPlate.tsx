import { type ReactNode } from 'react';
import { t } from './qrMessages';
import { QrCentreImage, type QrImagePlace } from './QrCentreImage';
import { QrSvg } from './QrSvg';
import { useQrDrawing } from './useQrDrawing';
import { useQrStyles } from './useQrStyles';

export interface QrPlateProps {
  /** What the code encodes; undefined while it does not exist yet (a pairing being made). */
  readonly value: string | undefined;
  /** The code's accessible name. */
  readonly label: string;
  readonly testId: string;
  /** Data attributes of the plate (the encoded value, for tools and tests). */
  readonly plateData: Readonly<Record<`data-${string}`, string>>;
  /** Attributes of the SVG itself. */
  readonly svgAttributes?: Readonly<Record<string, string>>;
  /** The image in the code's centre. */
  readonly imageUrl: string | undefined;
  /** What the centre shows when there is no image or it fails to load. */
  readonly fallback: (place: QrImagePlace) => ReactNode;
}

/**
 * A QR code on the white plate it always has (a phone reads it in dark mode too), with an image in
 * its centre. Until the value exists and the QR code's chunk has loaded, a shimmering plate of the
 * same size holds its place, busy, with a spinner in its middle.
 */
export function QrPlate({
  value,
  label,
  testId,
  plateData,
  svgAttributes,
  imageUrl,
  fallback,
}: QrPlateProps) {
  useQrStyles();
  const drawing = useQrDrawing(value);
  if (value === undefined || drawing === undefined) {
    return (
      <div
        className="kp-qr kp-qr-loading"
        role="img"
        aria-label={t('qr.loading')}
        aria-busy="true"
        data-testid={testId}
      >
        <span className="kp-spinner" aria-hidden />
      </div>
    );
  }
  return (
    <div className="kp-qr" {...plateData} data-testid={testId}>
      <QrSvg
        drawing={drawing}
        label={label}
        {...(svgAttributes === undefined ? {} : { attributes: svgAttributes })}
        centre={(box) => <QrCentreImage key={imageUrl} imageUrl={imageUrl} box={box} fallback={fallback} />}
      />
    </div>
  );
}
