import { isLoading } from '../../../domain/modal/ModalState';
import { currentView } from '../../../domain/router/RouterState';
import { type RouteEntry } from '../../../domain/router/View';
import { ModalStore } from '../../modal/ModalStore';
import { RouterStore } from '../../router/RouterStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** The modal as a host or the modal's own shell reads it (SPEC §2, §4). */
export interface KeyportModalState {
  readonly open: boolean;
  /** A namespace's adapter is connecting or fetching. */
  readonly loading: boolean;
  /** The modal refuses an action for a moment (SPEC §4 shake). */
  readonly shake: boolean;
  /** The view on screen (or shown at the next open), with its data. */
  readonly route: RouteEntry;
  /** How many views lie behind it (Back is offered when there is one). */
  readonly depth: number;
}

export type GetModalReturnType = KeyportModalState;

export type GetModalErrorType = TypeError;

/**
 * Whether the modal is open, the view it shows, and how deep the visitor has gone; the same object
 * until one of them changes.
 *
 * @example
 * if (getModal(keyport).open) console.log(getModal(keyport).route.view);
 */
export function getModal(keyport: Keyport): GetModalReturnType {
  const runtime = readingRuntimeOf(keyport, 'getModal');
  const modal = runtime.get(ModalStore).get();
  const router = runtime.get(RouterStore).get();
  return cachedSnapshot(keyport, 'modal', [modal, router], () => ({
    open: modal.open,
    loading: isLoading(modal),
    shake: modal.shake,
    route: currentView(router),
    depth: router.history.length - 1,
  }));
}
