import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { getModal } from '../../application/instance/actions/getModal';
import { watchModal } from '../../application/instance/actions/watchModal';
import { type Keyport } from '../../application/instance/Keyport';
import { hasLeftPage, watchPageInstances } from '../app/pageInstances';
import { useKeyportValue } from '../react/useKeyportValue';
import { type ModalModule, loadModalModule } from './loadModalModule';
import { appendModalContainer } from './modalContainer';
import { modalHostOf, offerToHostModal, watchModalHosts } from './modalHosts';

const onServer = () => false;

/** The modal's code, fetched once `wanted`; a failed fetch calls `onFailure` and is tried again when wanted anew. */
function useModalModule(wanted: boolean, onFailure: () => void): ModalModule | undefined {
  const [module, setModule] = useState<ModalModule>();
  useEffect(() => {
    if (!wanted || module !== undefined) return undefined;
    let current = true;
    loadModalModule().then(
      (loaded) => {
        if (!current) return;
        setModule(loaded);
        // A view group that fails to load here is fetched again when its view is first shown.
        loaded.preloadViews().catch(() => undefined);
      },
      () => {
        if (current) onFailure();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, module, onFailure]);
  return module;
}

/** A container at the end of the body while `needed`, removed again after. */
function useModalContainer(needed: boolean, keyport: Keyport): HTMLElement | undefined {
  const [container, setContainer] = useState<HTMLElement>();
  useEffect(() => {
    if (!needed) return undefined;
    const element = appendModalContainer(document, keyport);
    setContainer(element);
    return () => {
      element.remove();
      setContainer(undefined);
    };
  }, [needed, keyport]);
  return needed ? container : undefined;
}

/**
 * A KeyportProvider's rendering of its instance's modal: through a portal from the provider's
 * tree, so the host's React context (above the provider) reaches the modal and its views. Nothing
 * is fetched or added to the page until the modal first opens; the modal leaves the page with its
 * instance (destroyed) or its provider (unmounted). When several providers hold one instance, the
 * first renders the modal.
 */
export function ProvidedModal({ keyport }: { readonly keyport: Keyport }) {
  const [host] = useState(() => ({}));
  useEffect(() => offerToHostModal(keyport, host), [keyport, host]);
  const hosting = useSyncExternalStore(watchModalHosts, () => modalHostOf(keyport) === host, onServer);
  const left = useSyncExternalStore(watchPageInstances, () => hasLeftPage(keyport), onServer);
  const { open } = useKeyportValue(keyport, getModal, watchModal);
  // Once opened the modal stays mounted (closed), as in a root of its own: reopening is instant.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  const onFailure = useCallback(() => {
    // Nothing could be shown: the modal is closed again, so the visitor's next click retries.
    if (!hasLeftPage(keyport)) void keyport.close({ force: true }).catch(() => undefined);
    setOpened(false);
  }, [keyport]);
  const active = opened && hosting && !left;
  const module = useModalModule(active, onFailure);
  const container = useModalContainer(active && module !== undefined, keyport);
  return module && container ? createPortal(<module.ModalRoot keyport={keyport} />, container) : null;
}
