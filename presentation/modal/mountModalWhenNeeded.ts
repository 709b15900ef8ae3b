import { getModal } from '../../application/instance/actions/getModal';
import { watchState } from '../../application/instance/actions/watchState';
import { type Keyport } from '../../application/instance/Keyport';
import { watchPage } from '../app/pageChanges';
import { modalHostOf, showModal, shownModalOf } from './modalHosts';
import { loadModalFor } from './preloadModal';

/**
 * Shows an instance's modal the first time it opens: its frame and the first view's group are
 * fetched side by side (or were, when the visitor reached for one of Keyport's buttons:
 * `preloadModal`), then a KeyportProvider holding the instance renders it in its tree, or else it
 * gets a React root of its own (unmounted again when a provider takes it over). Nothing is fetched
 * before the modal is wanted: a page whose visitors never open it never pays for it. When the code cannot be loaded (the network dropped), the
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
      const modal = getModal(keyport);
      if (loading || !modal.open) return;
      loading = true;
      loadModalFor(modal.route.view).then(
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
  keyport.onDestroy(() => {
    ended = true;
    unwatchState();
    unwatchPage();
    unmount?.();
  });
}
