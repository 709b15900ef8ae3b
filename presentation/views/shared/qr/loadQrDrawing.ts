import { type drawQr } from './qrDrawing';

type DrawQr = typeof drawQr;

let loaded: DrawQr | undefined;
let loading: Promise<DrawQr> | undefined;

/**
 * Loads the QR encoder and drawing, a chunk of its own (`keyport-qr`) that every view showing a
 * QR code shares, so that neither view group carries it nor a chunk named after its modules is
 * split off between them. Loaded once; a failed load is tried again on the next call.
 */
export function loadQrDrawing(): Promise<DrawQr> {
  loading ??= import(/* webpackChunkName: "keyport-qr" */ './qrDrawing').then(
    (module) => (loaded = module.drawQr),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The drawing function when it has loaded, so a view rendered after that draws at once. */
export function loadedQrDrawing(): DrawQr | undefined {
  return loaded;
}
