import { ONRAMP_CSS } from './onrampCss';
import { useViewStyles } from '../shared/useViewStyles';

/** The id of the buy views' stylesheet, so that it is added to the page once. */
export const ONRAMP_STYLE_ELEMENT_ID = 'keyport-onramp-styles';

/** The buy views' stylesheet, added the first time one of them renders (see useViewStyles). */
export function useOnrampStyles(): void {
  useViewStyles(ONRAMP_STYLE_ELEMENT_ID, ONRAMP_CSS);
}
