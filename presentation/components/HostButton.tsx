import { type ReactNode } from 'react';
import { type KeyportApp } from '../app/KeyportApp';
import { THEME_TOKENS_CSS } from '../theme/themeTokensCss';
import { useThemeAttributes } from '../theme/useThemeAttributes';
import { HOST_BUTTON_CSS } from './hostButtonCss';

/** The look a button size gives (REFERENCE §5 `size`: md or sm). */
export type ButtonSize = 'md' | 'sm';

export interface HostButtonModel {
  readonly testId: string;
  /** The kind of button (`kp-connect-button`…), for its colours. */
  readonly kind: string;
  readonly content: ReactNode;
  readonly onClick: () => void;
  readonly disabled: boolean;
  /** Set while the button waits for something (a wallet connecting). */
  readonly busy?: boolean;
}

/**
 * One button of the host page, in Keyport's theme. The stylesheet travels with it as a React
 * `<style>` resource, which React adds to the head once however many buttons there are.
 */
export function HostButton({
  app,
  model,
  size,
}: {
  readonly app: KeyportApp;
  readonly model: HostButtonModel;
  readonly size: ButtonSize;
}) {
  const theme = useThemeAttributes(app);
  return (
    <>
      <style href="keyport-host-buttons" precedence="keyport">
        {THEME_TOKENS_CSS + HOST_BUTTON_CSS}
      </style>
      <button
        type="button"
        className={`kp-theme kp-host-button ${model.kind}${size === 'sm' ? ' kp-size-sm' : ''}`}
        {...theme}
        data-testid={model.testId}
        aria-haspopup="dialog"
        aria-busy={model.busy || undefined}
        disabled={model.disabled}
        onClick={model.onClick}
      >
        {model.content}
      </button>
    </>
  );
}
