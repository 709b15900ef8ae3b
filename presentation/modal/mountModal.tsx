import { createRoot } from 'react-dom/client';
import { type Keyport } from '../../application/instance/Keyport';
import { appendModalContainer } from './modalContainer';
import { ModalPortal } from './ModalPortal';
import { ModalRoot } from './ModalRoot';
import { preloadViews } from './viewRegistry';

export { ModalPortal, preloadViews };

/**
 * Mounts an instance's modal into the page in a React root of its own (a page without a
 * KeyportProvider): a container at the end of the body, and the root rendering it. The view groups are fetched right after, so the first view opens without waiting.
 * Returns a function that unmounts the modal and removes its container.
 */
export function mountModal(keyport: Keyport): () => void {
  const container = appendModalContainer(document, keyport);
  const root = createRoot(container);
  root.render(<ModalRoot keyport={keyport} />);
  // A view group that fails to load here is fetched again when its view is first shown.
  preloadViews().catch(() => undefined);
  return () => {
    root.unmount();
    container.remove();
  };
}
