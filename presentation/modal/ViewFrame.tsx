import { type ReactNode, useEffect, useRef } from 'react';
import { focusableElements } from '../keyboard/focusable';
import { hasCoarsePointer } from '../keyboard/touchScreen';

const TEXT_INPUT_TYPES = ['text', 'search', 'email'];

/**
 * The control a new view hands focus to: its first one, except that on a touch screen a text
 * field is passed over for the dialog itself, since focusing it would raise the on-screen
 * keyboard over the list the visitor came to see.
 */
function initialFocusTarget(root: HTMLElement, dialog: HTMLElement): HTMLElement {
  const first = focusableElements(root)[0];
  if (!first) return dialog;
  const typesText = first instanceof HTMLInputElement && TEXT_INPUT_TYPES.includes(first.type);
  return typesText && hasCoarsePointer(root.ownerDocument) ? dialog : first;
}

/**
 * Holds the view on screen. When a view appears and focus is nowhere useful (on the dialog
 * itself, or lost with the control of the view that just left), focus moves into the new view,
 * so keyboard and screen-reader visitors land in the new content.
 */
export function ViewFrame({
  dialog,
  children,
}: {
  readonly dialog: HTMLElement | null;
  readonly children: ReactNode;
}) {
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = frame.current;
    if (!root || !dialog) return;
    const active = root.ownerDocument.activeElement;
    const focusIsLost = active === null || active === root.ownerDocument.body || active === dialog;
    if (focusIsLost || !dialog.contains(active)) initialFocusTarget(root, dialog).focus();
  }, [dialog]);
  return <div ref={frame}>{children}</div>;
}
