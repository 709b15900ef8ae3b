import { addStyleSheet } from './addStyleSheet';
import { MODAL_CSS } from './modalCss';
import { THEME_TOKENS_CSS } from './themeTokensCss';

/** The id of Keyport's modal stylesheet, so it is added once whatever mounts twice. */
export const MODAL_STYLE_ELEMENT_ID = 'keyport-modal-styles';

/**
 * Adds the modal's stylesheet to the page once (see addStyleSheet): no CSS loader is needed in the
 * host's build, and the page pays for the styles only when the modal first loads.
 */
export function injectModalStyles(document: Document): void {
  addStyleSheet(document, MODAL_STYLE_ELEMENT_ID, THEME_TOKENS_CSS + MODAL_CSS);
}
