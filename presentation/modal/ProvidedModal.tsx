import { useEffect, useState, useSyncExternalStore } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { watchPage } from '../app/pageChanges';
import { hasLeftPage } from '../app/pageInstances';
import { modalHostOf, offerToHostModal, shownModalOf } from './modalHosts';

const onServer = () => undefined;

/**
 * A KeyportProvider's rendering of its instance's modal, through a portal from the provider's
 * tree (`ModalPortal`), so the host's React context above the provider reaches the modal. The
 * modal's code is fetched when it first opens (`mountModalWhenNeeded`); until then nothing is
 * added to the page, and it leaves the page with its instance (destroyed) or its provider
 * (unmounted). When several providers hold one instance, the first renders the modal.
 */
export function ProvidedModal({ keyport }: { readonly keyport: Keyport }) {
  const [host] = useState(() => ({}));
  useEffect(() => offerToHostModal(keyport, host), [keyport, host]);
  const module = useSyncExternalStore(
    watchPage,
    () => (modalHostOf(keyport) === host && !hasLeftPage(keyport) ? shownModalOf(keyport) : undefined),
    onServer,
  );
  return module ? <module.ModalPortal keyport={keyport} /> : null;
}
