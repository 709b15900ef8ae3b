import { type ViewName } from '../../domain/router/View';
import { loadModalModule, type ModalModule } from './loadModalModule';
import { loadGroupOfView } from './viewGroups';

/**
 * Fetches the modal's frame and the group of the view it will open on, side by side (never one
 * after the other), so that they arrive together. Resolves with the frame once both are here; a
 * view group that failed is fetched again when its view renders (the frame shows the failure).
 */
export async function loadModalFor(view: ViewName): Promise<ModalModule> {
  const [module] = await Promise.all([loadModalModule(), loadGroupOfView(view).catch(() => undefined)]);
  return module;
}

/**
 * The visitor shows they are about to open the modal on `view` (the Connect view unless said): a
 * pointer over a button that opens it, a press, keyboard focus. Its code is fetched now, so the
 * click finds it here. Keyport's buttons call it themselves; a site's own button can too. Nothing
 * is fetched before such a sign; a failure here is retried by the open itself.
 *
 * @example
 * <button onPointerEnter={() => preloadModal()} onFocus={() => preloadModal()} onClick={() => open()}>
 *   Connect
 * </button>
 */
export function preloadModal(view: ViewName = 'Connect'): void {
  if (typeof document === 'undefined') return;
  loadModalFor(view).catch(() => undefined);
}
