const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The elements inside `root` that Tab reaches, in document order. An element inside a hidden
 * ancestor (`hidden`, `inert`) is left out; layout is not consulted, so this also works where
 * nothing is laid out (server, tests).
 */
export function focusableElements(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => element.closest('[hidden],[inert]') === null && element.tabIndex >= 0,
  );
}
