import { useEffect } from 'react';

/** While mounted, Escape anywhere on the page asks `close` (the dialog is modal: Escape is ours). */
export function useCloseOnEscape(close: () => void): void {
  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent): void => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [close]);
}
