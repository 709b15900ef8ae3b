import { useStyleSheet } from '../../theme/useStyleSheet';
import { NETWORK_CSS } from './networkCss';

/** The id of the network views' stylesheet, so that it is added to the page once. */
export const NETWORK_STYLE_ELEMENT_ID = 'keyport-network-styles';

/** The network views' stylesheet, added the first time one of them renders (see useStyleSheet). */
export function useNetworkStyles(): void {
  useStyleSheet(NETWORK_STYLE_ELEMENT_ID, NETWORK_CSS);
}
