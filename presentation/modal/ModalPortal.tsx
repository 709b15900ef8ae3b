import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { type Keyport } from '../../application/instance/Keyport';
import { appendModalContainer } from './modalContainer';
import { ModalRoot } from './ModalRoot';
import { preloadViewsWhenIdle } from './viewRegistry';

/**
 * An instance's modal rendered from a KeyportProvider's tree through a portal into a container at
 * the end of the body, so the host's React context reaches the modal and its views. The container
 * goes when this unmounts (the instance was destroyed, or the provider left the page).
 */
export function ModalPortal({ keyport }: { readonly keyport: Keyport }) {
  const [container, setContainer] = useState<HTMLElement>();
  useEffect(() => {
    const element = appendModalContainer(document, keyport);
    setContainer(element);
    const cancelPreload = preloadViewsWhenIdle();
    return () => {
      cancelPreload();
      element.remove();
    };
  }, [keyport]);
  return container ? createPortal(<ModalRoot keyport={keyport} />, container) : null;
}
