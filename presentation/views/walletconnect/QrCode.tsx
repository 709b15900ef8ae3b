import { useMemo, useState } from 'react';
import { encode } from 'uqr';
import { t } from '../../messages/t';
import { QR_LINE_WIDTH, QR_MODULE_UNITS, qrPaths } from './qrPaths';
import { qrShapes } from './qrShapes';
import { WalletConnectLogo } from './WalletConnectLogo';

/**
 * Level Q restores a quarter of the code, so the cleared centre and a worn or glaring screen
 * still scan.
 */
const ERROR_CORRECTION = 'Q';

function drawQr(uri: string) {
  const { data } = encode(uri, { ecc: ERROR_CORRECTION, border: 0 });
  const shapes = qrShapes(data, { clearCentre: true });
  return { paths: qrPaths(shapes), centre: shapes.centre };
}

/** The wallet's image in the cleared centre, or the WalletConnect mark when it has none or it fails. */
function CentreImage({
  imageUrl,
  start,
  side,
}: {
  readonly imageUrl: string | undefined;
  readonly start: number;
  readonly side: number;
}) {
  const [failed, setFailed] = useState(false);
  // Half a module of margin: the dots around the centre stay clear of the image.
  const inset = QR_MODULE_UNITS / 2;
  const position = start + inset;
  const size = side - 2 * inset;
  if (imageUrl === undefined || failed) return <WalletConnectLogo x={position} y={position} size={size} />;
  return (
    <image
      className="kp-qr-image"
      href={imageUrl}
      x={position}
      y={position}
      width={size}
      height={size}
      preserveAspectRatio="xMidYMid slice"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * A WalletConnect pairing uri as a QR code: one inline SVG of rounded finder squares, round dots
 * and vertical lines in the theme's QR colour (`--w3m-qr-color`) on a white plate, so that a phone
 * reads it in dark mode too, with the wallet's image (or the WalletConnect mark) in the centre.
 * The uri is on the SVG's `uri` attribute and the wrapper's `data-uri`, for tools and tests.
 * Until a uri exists a shimmering plate of the same size holds its place.
 */
export function QrCode({
  uri,
  imageUrl,
  walletName,
}: {
  readonly uri: string | undefined;
  readonly imageUrl: string | undefined;
  readonly walletName: string;
}) {
  const drawing = useMemo(() => (uri === undefined ? undefined : drawQr(uri)), [uri]);
  if (uri === undefined || drawing === undefined) {
    return (
      <div className="kp-qr kp-qr-loading" role="img" aria-label={t('wc.qrLoading')} data-testid="wc-qr" />
    );
  }
  const { paths, centre } = drawing;
  return (
    <div className="kp-qr" data-uri={uri} data-testid="wc-qr">
      <svg
        className="kp-qr-svg"
        viewBox={`0 0 ${paths.extent} ${paths.extent}`}
        role="img"
        aria-label={t('wc.qrLabel', { wallet: walletName })}
        {...{ uri }}
      >
        <path className="kp-qr-fill" fillRule="evenodd" d={paths.finders} />
        <path className="kp-qr-fill" d={paths.dots} />
        <path className="kp-qr-stroke" strokeWidth={QR_LINE_WIDTH} strokeLinecap="round" d={paths.lines} />
        {centre && (
          <CentreImage
            key={imageUrl}
            imageUrl={imageUrl}
            start={centre.start * QR_MODULE_UNITS}
            side={centre.size * QR_MODULE_UNITS}
          />
        )}
      </svg>
    </div>
  );
}
