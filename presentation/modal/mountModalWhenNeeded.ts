import { getModal } from '../../application/instance/actions/getModal';
import { watchModal } from '../../application/instance/actions/watchModal';
import { type Keyport } from '../../application/instance/Keyport';
import { loadModalModule } from './loadModalModule';
import { modalHostOf, watchModalHosts } from './modalHosts';

interface IdleWindow {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/** How long to wait for an idle moment where the browser cannot tell one. */
const IDLE_FALLBACK_MS = 1_000;

/**
 * Gives an instance's modal a React root of its own the first time it opens, unless a
 * KeyportProvider renders it (then the provider's tree does, and a root mounted earlier is
 * unmounted), and preloads its code with its views while the browser is idle, so the click that
 * opens it finds everything ready. When the code cannot be loaded (the network dropped), the modal
 * closes again and the next open asks for it anew. When the instance is destroyed, all of it ends:
 * the modal is unmounted and its container removed, and nothing is loaded or mounted any more. On
 * a server (no document) it does nothing.
 */
export function mountModalWhenNeeded(keyport: Keyport): void {
  if (typeof document === 'undefined') return;
  let ended = false;
  let mounting = false;
  let unmount: (() => void) | undefined;
  const update = (): void => {
    if (ended) return;
    if (modalHostOf(keyport) !== undefined) {
      // Unmounted after the provider's commit: React refuses to unmount a root while it renders.
      const handOver = unmount;
      unmount = undefined;
      if (handOver) queueMicrotask(handOver);
      return;
    }
    if (mounting || unmount !== undefined || !getModal(keyport).open) return;
    mounting = true;
    loadModalModule().then(
      (module) => {
        mounting = false;
        if (!ended && modalHostOf(keyport) === undefined) unmount = module.mountModal(keyport);
      },
      () => {
        // Nothing could be shown: the modal is closed again, so the visitor's next click retries.
        mounting = false;
        if (!ended) void keyport.close({ force: true });
      },
    );
  };
  const unwatchModal = watchModal(keyport, { onChange: update });
  const unwatchHosts = watchModalHosts(update);
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
    unwatchModal();
    unwatchHosts();
    (page.cancelIdleCallback ?? window.clearTimeout)(idle);
    unmount?.();
  });
}
