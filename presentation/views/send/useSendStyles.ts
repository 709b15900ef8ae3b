import { SEND_CSS, SEND_STYLE_ELEMENT_ID } from './sendCss';
import { useViewStyles } from '../shared/useViewStyles';

/** The send views' stylesheet, added the first time one of them renders (see useViewStyles). */
export function useSendStyles(): void {
  useViewStyles(SEND_STYLE_ELEMENT_ID, SEND_CSS);
}
