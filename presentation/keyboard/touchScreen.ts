/**
 * Whether the visitor points with a finger. Focusing a text field there raises the on-screen
 * keyboard over what the visitor came to see, so views leave focus elsewhere on a touch screen.
 */
export function hasCoarsePointer(document: Document): boolean {
  const view = document.defaultView;
  return typeof view?.matchMedia === 'function' && view.matchMedia('(pointer: coarse)').matches;
}
