import { useStyleSheet } from '../../theme/useStyleSheet';
import { EMBEDDED_CSS } from './embeddedCss';

const EMBEDDED_STYLE_ELEMENT_ID = 'keyport-embedded-styles';

/** Adds the embedded wallet's views' styles (see embeddedCss.ts) once, with the first of them. */
export function useEmbeddedStyles(): void {
  useStyleSheet(EMBEDDED_STYLE_ELEMENT_ID, EMBEDDED_CSS);
}
