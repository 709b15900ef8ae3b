import { ONRAMP_CSS } from './onrampCss';
import { useStyleSheet } from '../../theme/useStyleSheet';

/** The id of the buy views' stylesheet, so that it is added to the page once. */
export const ONRAMP_STYLE_ELEMENT_ID = 'keyport-onramp-styles';

/** The buy views' stylesheet, added the first time one of them renders (see useStyleSheet). */
export function useOnrampStyles(): void {
  useStyleSheet(ONRAMP_STYLE_ELEMENT_ID, ONRAMP_CSS);
}
