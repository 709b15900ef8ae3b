import { useEffect, useMemo, useState } from 'react';
import { loadedQrDrawing, loadQrDrawing } from './loadQrDrawing';
import { type QrDrawing } from './qrDrawing';

/**
 * The drawing of `value` as a QR code, once there is a value and the drawing code has loaded
 * (at once when it already has); until then undefined, and the caller shows its placeholder.
 * The load starts on the first render, so it runs while a pairing uri is still on its way.
 */
export function useQrDrawing(value: string | undefined): QrDrawing | undefined {
  const [draw, setDraw] = useState(loadedQrDrawing);
  useEffect(() => {
    if (draw !== undefined) return undefined;
    let mounted = true;
    loadQrDrawing().then(
      (loaded) => {
        if (mounted) setDraw(() => loaded);
      },
      // The placeholder stays; the next view that shows a code tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [draw]);
  return useMemo(() => (value === undefined || draw === undefined ? undefined : draw(value)), [value, draw]);
}
