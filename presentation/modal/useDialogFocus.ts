import { useLayoutEffect } from 'react';
import { focusableElements } from '../keyboard/focusable';

/**
 * Keeps keyboard focus inside the open dialog, as a modal dialog must:
 * - on open, focus moves to the dialog (its view then focuses its first control);
 * - Tab and Shift+Tab cycle through the dialog's controls and never leave it;
 * - focus that lands outside (a click on the page behind, a script) is brought back;
 * - on close, focus returns to the element that had it before, often the button that opened it.
 */
export function useDialogFocus(dialog: HTMLElement | null): void {
  // A layout effect: it runs before any view's own effect, so the element focused before the
  // dialog opened is known before a view moves focus to its first control.
  useLayoutEffect(() => {
    if (!dialog) return undefined;
    const ownerDocument = dialog.ownerDocument;
    const previouslyFocused = ownerDocument.activeElement;
    dialog.focus();

    const cycleTab = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab') return;
      const controls = focusableElements(dialog);
      const first = controls[0];
      const last = controls[controls.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = ownerDocument.activeElement;
      const outside = !(active instanceof Node) || !dialog.contains(active) || active === dialog;
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    };
    // Focus taken by another modal dialog (the host's own) is left there: two dialogs pulling
    // focus back in turn would never settle.
    const keepFocusInside = (event: FocusEvent): void => {
      const target = event.target;
      if (!(target instanceof Element) || dialog.contains(target)) return;
      if (target.closest('[aria-modal="true"]') === null) dialog.focus();
    };

    ownerDocument.addEventListener('keydown', cycleTab);
    ownerDocument.addEventListener('focusin', keepFocusInside);
    return () => {
      ownerDocument.removeEventListener('keydown', cycleTab);
      ownerDocument.removeEventListener('focusin', keepFocusInside);
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected)
        previouslyFocused.focus();
    };
  }, [dialog]);
}
