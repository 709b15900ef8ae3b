import { useStyleSheet } from '../../theme/useStyleSheet';
import { LOGIN_CSS } from './loginCss';

const LOGIN_STYLE_ELEMENT_ID = 'keyport-login-styles';

/** Adds the email and social login's styles (see loginCss.ts) once, with the first of them shown. */
export function useLoginStyles(): void {
  useStyleSheet(LOGIN_STYLE_ELEMENT_ID, LOGIN_CSS);
}
