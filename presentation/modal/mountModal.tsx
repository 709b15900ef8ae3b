import { createRoot } from 'react-dom/client';
import { type Keyport } from '../../application/instance/Keyport';
import { appendModalContainer } from './modalContainer';
import { ModalPortal } from './ModalPortal';
import { ModalRoot } from './ModalRoot';
import { preloadViewsWhenIdle } from './viewRegistry';

export { ModalPortal };

/**
 * Mounts an instance's modal into the page in a React root of its own (a page without a
 * KeyportProvider): a container at the end of the body, and the root rendering it. The other view
 * groups are fetched once the browser is idle, so the next views open without waiting.
 * Returns a function that unmounts the modal and removes its container.
 */
export function mountModal(keyport: Keyport): () => void {
  const container = appendModalContainer(document, keyport);
  const root = createRoot(container);
  root.render(<ModalRoot keyport={keyport} />);
  const cancelPreload = preloadViewsWhenIdle();
  return () => {
    cancelPreload();
    root.unmount();
    container.remove();
  };
}
