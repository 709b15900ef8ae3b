import { WALLET_LIST_CSS } from '../../theme/walletListCss';
import { useStyleSheet } from '../../theme/useStyleSheet';

const WALLET_LIST_STYLE_ELEMENT_ID = 'keyport-wallet-list-styles';

/** Adds the wallet list's styles (see walletListCss.ts) once, with the first row to come. */
export function useWalletListStyles(): void {
  useStyleSheet(WALLET_LIST_STYLE_ELEMENT_ID, WALLET_LIST_CSS);
}
