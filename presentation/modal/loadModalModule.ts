import { type ModalPortal, type mountModal } from './mountModal';

export interface ModalModule {
  readonly mountModal: typeof mountModal;
  readonly ModalPortal: typeof ModalPortal;
}

let loading: Promise<ModalModule> | undefined;

/**
 * The modal's code (its own chunk), fetched once for every instance on the page. A failed fetch
 * (the network dropped) is forgotten, so the next call asks anew.
 */
export function loadModalModule(): Promise<ModalModule> {
  loading ??= import(/* webpackChunkName: "keyport-modal" */ './mountModal').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
