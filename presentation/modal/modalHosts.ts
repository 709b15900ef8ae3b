import { type Keyport } from '../../application/instance/Keyport';
import { notifyPage } from '../app/pageChanges';
import { type ModalModule } from './loadModalModule';

/** The KeyportProviders on the page that offer to render each instance's modal, in mount order. */
const hosts = new WeakMap<Keyport, object[]>();
/** The instances whose modal has been opened, with its code once loaded: their modal is shown. */
const shown = new WeakMap<Keyport, ModalModule>();

/**
 * A KeyportProvider offers to render `keyport`'s modal in its tree (through a portal), so the
 * host's React context reaches it. The first provider to offer renders it; the others stand by.
 * Returns how to withdraw the offer (the provider unmounts).
 */
export function offerToHostModal(keyport: Keyport, host: object): () => void {
  hosts.set(keyport, [...(hosts.get(keyport) ?? []), host]);
  notifyPage();
  return () => {
    hosts.set(
      keyport,
      (hosts.get(keyport) ?? []).filter((offer) => offer !== host),
    );
    notifyPage();
  };
}

/** The provider that renders `keyport`'s modal; undefined when none does (it gets its own root). */
export function modalHostOf(keyport: Keyport): object | undefined {
  return hosts.get(keyport)?.[0];
}

/** `keyport`'s modal was opened and its code is here: it is shown from now on, by its host or its own root. */
export function showModal(keyport: Keyport, module: ModalModule): void {
  shown.set(keyport, module);
  notifyPage();
}

/** The modal code of `keyport` once its modal is shown; undefined before. */
export function shownModalOf(keyport: Keyport): ModalModule | undefined {
  return shown.get(keyport);
}
