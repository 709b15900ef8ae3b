import { type Keyport } from '../../application/instance/Keyport';

/**
 * The element an instance's modal renders into: at the end of the body, outside the page's own
 * layout and stacking, and named after its instance (`data-keyport-modal="shop"`), so each
 * instance's modal can be found, and removed with it.
 */
export function appendModalContainer(document: Document, keyport: Keyport): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-keyport-modal', keyport.name);
  document.body.appendChild(container);
  return container;
}
