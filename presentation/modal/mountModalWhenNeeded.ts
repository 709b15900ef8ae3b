import { ModalStore } from '../../application/modal/ModalStore';
import { type KeyportApp } from '../app/KeyportApp';
import { type mountModal, type preloadViews } from './mountModal';

interface ModalModule {
  readonly mountModal: typeof mountModal;
  readonly preloadViews: typeof preloadViews;
}

interface IdleWindow {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** How long to wait for an idle moment where the browser cannot tell one. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Loads and mounts the modal's interface the first time it opens, and preloads it with its views
 * while the browser is idle, so the click that opens it finds everything ready and the first view
 * appears at once. When the code cannot be loaded (the network dropped), the modal closes again
 * and the next open asks for it anew. When the core is destroyed, all of it ends: the modal is
 * unmounted and its container removed, and nothing is loaded or mounted any more. On a server (no
 * document) it does nothing.
 */
export function mountModalWhenNeeded(app: KeyportApp): void {
  if (typeof document === 'undefined') return;
  let ended = false;
  let loading: Promise<ModalModule> | undefined;
  const load = (): Promise<ModalModule> => {
    loading ??= import(/* webpackChunkName: "keyport-modal" */ './mountModal').catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  let mounted = false;
  let unmount: (() => void) | undefined;
  const opening = app
    .resolve(ModalStore)
    .select((state) => state.open)
    .subscribe((open) => {
      if (!open || mounted) return;
      mounted = true;
      load().then(
        (module) => {
          if (!ended) unmount = module.mountModal(app);
        },
        () => {
          // Nothing could be shown: the modal is closed again, so the visitor's next click retries.
          mounted = false;
          if (!ended) void app.core.close({ force: true });
        },
      );
    });
  const preload = (): void => {
    load()
      .then((module) => (ended ? undefined : module.preloadViews()))
      .catch(() => undefined);
  };
  const page = window as IdleWindow;
  const idle = page.requestIdleCallback?.(preload) ?? window.setTimeout(preload, IDLE_FALLBACK_MS);
  app.core.onDestroy(() => {
    ended = true;
    opening.unsubscribe();
    (page.cancelIdleCallback ?? window.clearTimeout)(idle);
    unmount?.();
  });
}
