import { WALLETCONNECT_CSS } from '../../theme/walletConnectCss';
import { useViewStyles } from '../shared/useViewStyles';

/** The id of the WalletConnect views' stylesheet, so that it is added to the page once. */
export const WALLETCONNECT_STYLE_ELEMENT_ID = 'keyport-walletconnect-styles';

/** The WalletConnect views' stylesheet, added the first time one of them renders (see useViewStyles). */
export function useWalletConnectStyles(): void {
  useViewStyles(WALLETCONNECT_STYLE_ELEMENT_ID, WALLETCONNECT_CSS);
}
