import { SEND_CSS, SEND_STYLE_ELEMENT_ID } from './sendCss';
import { useStyleSheet } from '../../theme/useStyleSheet';

/** The send views' stylesheet, added the first time one of them renders (see useStyleSheet). */
export function useSendStyles(): void {
  useStyleSheet(SEND_STYLE_ELEMENT_ID, SEND_CSS);
}
