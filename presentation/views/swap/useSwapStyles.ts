import { SWAP_CSS } from './swapCss';
import { useViewStyles } from '../shared/useViewStyles';

/** The id of the swap views' stylesheet, so that it is added to the page once. */
export const SWAP_STYLE_ELEMENT_ID = 'keyport-swap-styles';

/** The swap views' stylesheet, added the first time one of them renders (see useViewStyles). */
export function useSwapStyles(): void {
  useViewStyles(SWAP_STYLE_ELEMENT_ID, SWAP_CSS);
}
