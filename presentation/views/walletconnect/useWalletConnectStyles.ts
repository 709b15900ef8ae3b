import { useInsertionEffect } from 'react';
import { WALLETCONNECT_CSS } from '../../theme/walletConnectCss';

/** The id of the WalletConnect views' stylesheet, so that it is added to the page once. */
export const WALLETCONNECT_STYLE_ELEMENT_ID = 'keyport-walletconnect-styles';

/**
 * Adds the WalletConnect views' stylesheet to the page the first time one of them renders,
 * before it paints: pages that never show these views never pay for their styles.
 */
export function useWalletConnectStyles(): void {
  useInsertionEffect(() => {
    if (document.getElementById(WALLETCONNECT_STYLE_ELEMENT_ID)) return;
    const style = document.createElement('style');
    style.id = WALLETCONNECT_STYLE_ELEMENT_ID;
    style.textContent = WALLETCONNECT_CSS;
    document.head.appendChild(style);
  }, []);
}
