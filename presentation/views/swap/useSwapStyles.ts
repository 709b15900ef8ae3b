import { SWAP_CSS } from './swapCss';
import { useStyleSheet } from '../../theme/useStyleSheet';

/** The id of the swap views' stylesheet, so that it is added to the page once. */
export const SWAP_STYLE_ELEMENT_ID = 'keyport-swap-styles';

/** The swap views' stylesheet, added the first time one of them renders (see useStyleSheet). */
export function useSwapStyles(): void {
  useStyleSheet(SWAP_STYLE_ELEMENT_ID, SWAP_CSS);
}
