import { type ReactNode } from 'react';
import { type Keyport } from '../../application/instance/Keyport';
import { type ViewName } from '../../domain/router/View';
import { preloadModal } from '../modal/preloadModal';
import { THEME_TOKENS_CSS } from '../theme/themeTokensCss';
import { ServerStyleSheet } from '../theme/ServerStyleSheet';
import { useStyleSheet } from '../theme/useStyleSheet';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { HOST_BUTTON_CSS } from './hostButtonCss';

/** The look a button size gives (REFERENCE §5 `size`: md or sm). */
export type ButtonSize = 'md' | 'sm';

export interface HostButtonModel {
  readonly testId: string;
  /** The kind of button (`kp-connect-button`…), for its colours. */
  readonly kind: string;
  readonly content: ReactNode;
  /** The view the click opens: its code is fetched as soon as the visitor reaches for the button. */
  readonly opens: ViewName;
  readonly onClick: () => void;
  readonly disabled: boolean;
  /** Set while the button waits for something (a wallet connecting). */
  readonly busy?: boolean;
}

/** The id of the host buttons' stylesheet, added once however many buttons there are. */
export const HOST_BUTTON_STYLE_ID = 'keyport-host-buttons';
const HOST_BUTTON_STYLES = THEME_TOKENS_CSS + HOST_BUTTON_CSS;

/**
 * One button of the host page, in its instance's theme. Its stylesheet comes with it: adopted in the
 * browser (useStyleSheet), in the markup when rendered on a server (ServerStyleSheet). A pointer
 * over it, a press or keyboard focus fetch the modal's code for the view it opens, so the click
 * finds it here; nothing is fetched before such a sign.
 */
export function HostButton({
  keyport,
  model,
  size,
}: {
  readonly keyport: Keyport;
  readonly model: HostButtonModel;
  readonly size: ButtonSize;
}) {
  useStyleSheet(HOST_BUTTON_STYLE_ID, HOST_BUTTON_STYLES);
  const theme = useThemeAttributes(keyport);
  return (
    <>
      <ServerStyleSheet id={HOST_BUTTON_STYLE_ID} css={HOST_BUTTON_STYLES} />
      <button
        type="button"
        className={`kp-theme kp-host-button ${model.kind}${size === 'sm' ? ' kp-size-sm' : ''}`}
        {...theme}
        data-testid={model.testId}
        aria-haspopup="dialog"
        aria-busy={model.busy || undefined}
        disabled={model.disabled}
        onPointerEnter={() => preloadModal(model.opens)}
        onPointerDown={() => preloadModal(model.opens)}
        onFocus={() => preloadModal(model.opens)}
        onClick={model.onClick}
      >
        {model.content}
      </button>
    </>
  );
}
