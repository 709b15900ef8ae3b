import { MODAL_CSS } from './modalCss';
import { THEME_TOKENS_CSS } from './themeTokensCss';

/** The id of Keyport's stylesheet in the page's head, so it is added once whatever mounts twice. */
export const MODAL_STYLE_ELEMENT_ID = 'keyport-modal-styles';

/**
 * Adds the modal's stylesheet to the page once, as a `<style>` element: no CSS loader is needed
 * in the host's build, and the page pays for the styles only when the modal first loads.
 */
export function injectModalStyles(document: Document): void {
  if (document.getElementById(MODAL_STYLE_ELEMENT_ID)) return;
  const style = document.createElement('style');
  style.id = MODAL_STYLE_ELEMENT_ID;
  style.textContent = THEME_TOKENS_CSS + MODAL_CSS;
  document.head.appendChild(style);
}
