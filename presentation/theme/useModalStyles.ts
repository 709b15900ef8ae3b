import { MODAL_CSS } from './modalCss';
import { NAME_CSS } from './nameCss';
import { THEME_TOKENS_CSS } from './themeTokensCss';
import { useStyleSheet } from './useStyleSheet';

/** The id of Keyport's modal stylesheet, so it is added once however many modals a page has. */
export const MODAL_STYLE_ELEMENT_ID = 'keyport-modal-styles';

const MODAL_STYLES = THEME_TOKENS_CSS + MODAL_CSS + NAME_CSS;

/**
 * Adds the modal's stylesheet to the page once (see addStyleSheet), before the modal first paints:
 * no CSS loader is needed in the host's build, and the page pays for the styles only when the
 * modal first loads. Every instance's modal shares it; each wears its own theme through the
 * attributes of its root.
 */
export function useModalStyles(): void {
  useStyleSheet(MODAL_STYLE_ELEMENT_ID, MODAL_STYLES);
}
