import { useStyleSheet } from '../../theme/useStyleSheet';
import { ACCOUNT_CSS } from './accountCss';

/** The id of the Account view's stylesheet, so that it is added to the page once. */
export const ACCOUNT_STYLE_ELEMENT_ID = 'keyport-account-styles';

/** The Account view's stylesheet, added the first time it renders (see useStyleSheet). */
export function useAccountStyles(): void {
  useStyleSheet(ACCOUNT_STYLE_ELEMENT_ID, ACCOUNT_CSS);
}
