import { useStyleSheet } from '../../../theme/useStyleSheet';
import { TOKEN_PICKER_CSS } from './tokenPickerCss';

/** The id of the token picker's stylesheet, so that it is added to the page once. */
export const TOKEN_PICKER_STYLE_ELEMENT_ID = 'keyport-token-picker-styles';

/** Adds the token picker's stylesheet; the Send and Swap views' pickers call it. */
export function useTokenPickerStyles(): void {
  useStyleSheet(TOKEN_PICKER_STYLE_ELEMENT_ID, TOKEN_PICKER_CSS);
}
