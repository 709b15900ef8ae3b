import { ModalStore } from '../../application/modal/ModalStore';
import { type KeyportApp } from '../app/KeyportApp';
import { type mountModal, type preloadViews } from './mountModal';

interface ModalModule {
  readonly mountModal: typeof mountModal;
  readonly preloadViews: typeof preloadViews;
}

/** How long to wait for an idle moment where the browser cannot tell one. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Loads and mounts the modal's interface the first time it opens, and preloads it with its views
 * while the browser is idle, so the click that opens it finds everything ready and the first view
 * appears at once. When the code cannot be loaded (the network dropped), the modal closes again
 * and the next open asks for it anew. On a server (no document) it does nothing.
 */
export function mountModalWhenNeeded(app: KeyportApp): void {
  if (typeof document === 'undefined') return;
  let loading: Promise<ModalModule> | undefined;
  const load = (): Promise<ModalModule> => {
    loading ??= import(/* webpackChunkName: "keyport-modal" */ './mountModal').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let mounted = false;
  app
    .resolve(ModalStore)
    .select((state) => state.open)
    .subscribe((open) => {
      if (!open || mounted) return;
      mounted = true;
      load().then(
        (module) => module.mountModal(app),
        () => {
          // Nothing could be shown: the modal is closed again, so the visitor's next click retries.
          mounted = false;
          void app.core.close({ force: true });
        },
      );
    });
  const preload = (): void => {
    load()
      .then((module) => module.preloadViews())
      .catch(() => undefined);
  };
  const whenIdle = (window as { requestIdleCallback?: (callback: () => void) => number }).requestIdleCallback;
  if (whenIdle) whenIdle(preload);
  else setTimeout(preload, IDLE_FALLBACK_MS);
}
