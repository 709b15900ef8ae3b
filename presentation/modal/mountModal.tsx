import { createRoot } from 'react-dom/client';
import { type KeyportApp } from '../app/KeyportApp';
import { injectModalStyles } from '../theme/injectModalStyles';
import { ModalRoot } from './ModalRoot';
import { preloadViews } from './viewRegistry';

export { preloadViews };

/**
 * Mounts the modal into the page: its stylesheet (once), a container at the end of the body,
 * and a React root rendering it. The view groups are fetched right after, so the first view
 * opens without waiting. Returns a function that unmounts the modal and removes its container.
 */
export function mountModal(app: KeyportApp): () => void {
  injectModalStyles(document);
  const container = document.createElement('div');
  container.setAttribute('data-keyport-modal', '');
  document.body.appendChild(container);
  const root = createRoot(container);
  root.render(<ModalRoot app={app} />);
  // A view group that fails to load here is fetched again when its view is first shown.
  preloadViews().catch(() => undefined);
  return () => {
    root.unmount();
    container.remove();
  };
}
