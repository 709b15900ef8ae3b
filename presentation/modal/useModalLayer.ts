import { useLayoutEffect, useRef } from 'react';
import { focusableElements } from '../keyboard/focusable';
import { isTopLayer, openLayer } from './layers/layerStack';

/**
 * Makes the open dialog a modal layer of the page, as a modal dialog must be:
 * - on open, focus moves to the dialog (its view then focuses its first control), the rest of the
 *   page becomes inert and stops scrolling, and Escape asks `close`;
 * - Tab and Shift+Tab cycle through the dialog's controls and never leave it;
 * - focus that lands outside (a click on the page behind, a script) is brought back;
 * - on close, the page is given back and focus returns to the element that had it, often the
 *   button that opened it.
 * With two dialogs open (two instances on one page), all of this belongs to the one opened last.
 */
export function useModalLayer(dialog: HTMLElement | null, close: () => void): void {
  const latestClose = useRef(close);
  useLayoutEffect(() => {
    latestClose.current = close;
  }, [close]);
  // A layout effect: it runs before any view's own effect, so the element focused before the
  // dialog opened is known before a view moves focus to its first control (or the page goes inert).
  useLayoutEffect(() => {
    if (!dialog) return undefined;
    const ownerDocument = dialog.ownerDocument;
    const previouslyFocused = ownerDocument.activeElement;
    const closeLayer = openLayer(dialog, () => latestClose.current());
    dialog.focus();

    const cycleTab = (event: KeyboardEvent): void => {
      if (event.key !== 'Tab' || !isTopLayer(dialog)) return;
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
      if (!(target instanceof Element) || dialog.contains(target) || !isTopLayer(dialog)) return;
      if (target.closest('[aria-modal="true"]') === null) dialog.focus();
    };

    ownerDocument.addEventListener('keydown', cycleTab);
    ownerDocument.addEventListener('focusin', keepFocusInside);
    return () => {
      ownerDocument.removeEventListener('keydown', cycleTab);
      ownerDocument.removeEventListener('focusin', keepFocusInside);
      // The page is given back first: an inert opener could not take focus.
      closeLayer();
      if (previouslyFocused instanceof HTMLElement && previouslyFocused.isConnected)
        previouslyFocused.focus();
    };
  }, [dialog]);
}
