import { getState } from '../../application/instance/actions/getState';
import { watchState } from '../../application/instance/actions/watchState';
import { type Keyport } from '../../application/instance/Keyport';
import { loadModalModule } from './loadModalModule';
import { watchPage } from '../app/pageChanges';
import { modalHostOf, showModal, shownModalOf } from './modalHosts';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** How long to wait for an idle moment where the browser cannot tell one. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Shows an instance's modal the first time it opens: its code is loaded (or was preloaded while
 * the browser was idle, so the click that opens it finds everything ready), then a KeyportProvider
 * holding the instance renders it in its tree, or else it gets a React root of its own (unmounted
 * again when a provider takes it over). When the code cannot be loaded (the network dropped), the
 * modal closes again and the next open asks for it anew. When the instance is destroyed, all of
 * it ends: the modal is unmounted and its container removed, and nothing is loaded or mounted any
 * more. On a server (no document) it does nothing.
 */
export function mountModalWhenNeeded(keyport: Keyport): void {
  if (typeof document === 'undefined') return;
  let ended = false;
  let loading = false;
  let unmount: (() => void) | undefined;
  const update = (): void => {
    if (ended) return;
    const module = shownModalOf(keyport);
    const hosted = modalHostOf(keyport) !== undefined;
    if (module === undefined) {
      if (loading || !getState(keyport).open) return;
      loading = true;
      loadModalModule().then(
        (loaded) => {
          loading = false;
          if (!ended) showModal(keyport, loaded);
        },
        () => {
          // Nothing could be shown: the modal is closed again, so the visitor's next click retries.
          loading = false;
          if (!ended) void keyport.close({ force: true });
        },
      );
    } else if (hosted && unmount !== undefined) {
      // Unmounted after the provider's commit: React refuses to unmount a root while it renders.
      queueMicrotask(unmount);
      unmount = undefined;
    } else if (!hosted && unmount === undefined) {
      unmount = module.mountModal(keyport);
    }
  };
  const unwatchState = watchState(keyport, { onChange: update });
  const unwatchPage = watchPage(update);
  update();
  const preload = (): void => {
    loadModalModule()
      .then((module) => (ended ? undefined : module.preloadViews()))
      .catch(() => undefined);
  };
  const page = window as IdleWindow;
  const idle = page.requestIdleCallback?.(preload) ?? window.setTimeout(preload, IDLE_FALLBACK_MS);
  keyport.onDestroy(() => {
    ended = true;
    unwatchState();
    unwatchPage();
    (page.cancelIdleCallback ?? window.clearTimeout)(idle);
    unmount?.();
  });
}
