import { type ReactNode, useState } from 'react';
import { safeLinkOrUndefined } from '../../../../domain/link/checkLink';
import { QR_MODULE_UNITS } from './qrPaths';
import { type QrCentreBox } from './QrSvg';

/** Where an image sits in the centre box, in the SVG's units. */
export interface QrImagePlace {
  readonly position: number;
  readonly size: number;
}

/**
 * An image in a QR code's cleared centre, or `fallback` when there is none or it fails to load.
 * Half a module of margin keeps the dots around the centre clear of it. Give it a `key` of the
 * image's address, so that a new image gets a new chance to load.
 */
export function QrCentreImage({
  imageUrl,
  box,
  fallback,
}: {
  readonly imageUrl: string | undefined;
  readonly box: QrCentreBox;
  readonly fallback: (place: QrImagePlace) => ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  const inset = QR_MODULE_UNITS / 2;
  const place = { position: box.start + inset, size: box.side - 2 * inset };
  // An SVG <image> is a picture like <img>: it runs no script, but the source still obeys the image rule.
  const source = safeLinkOrUndefined('image', imageUrl);
  if (source === undefined || failed) return fallback(place);
  return (
    <image
      className="kp-qr-image"
      href={source}
      x={place.position}
      y={place.position}
      width={place.size}
      height={place.size}
      preserveAspectRatio="xMidYMid slice"
      onError={() => setFailed(true)}
    />
  );
}
