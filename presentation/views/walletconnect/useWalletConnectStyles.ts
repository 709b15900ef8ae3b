import { WALLETCONNECT_CSS } from '../../theme/walletConnectCss';
import { useStyleSheet } from '../../theme/useStyleSheet';

/** The id of the WalletConnect views' stylesheet, so that it is added to the page once. */
export const WALLETCONNECT_STYLE_ELEMENT_ID = 'keyport-walletconnect-styles';

/** The WalletConnect views' stylesheet, added the first time one of them renders (see useStyleSheet). */
export function useWalletConnectStyles(): void {
  useStyleSheet(WALLETCONNECT_STYLE_ELEMENT_ID, WALLETCONNECT_CSS);
}
