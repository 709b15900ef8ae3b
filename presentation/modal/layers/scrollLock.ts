/** The body's own `overflow` and `padding-right` before the lock, and whether it had a style at all. */
let saved:
  { readonly overflow: string; readonly paddingRight: string; readonly hadStyle: boolean } | undefined;

/**
 * Stops the page behind an open dialog from scrolling. The scroll bar that goes away is made up
 * for with padding, so the page does not shift sideways.
 */
export function lockScroll(document: Document): void {
  if (saved !== undefined) return;
  const { body, documentElement } = document;
  const scrollbar = (document.defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  saved = {
    overflow: body.style.overflow,
    paddingRight: body.style.paddingRight,
    hadStyle: body.hasAttribute('style'),
  };
  if (scrollbar > 0) {
    const padding = parseFloat(document.defaultView?.getComputedStyle(body).paddingRight ?? '') || 0;
    body.style.paddingRight = `${padding + scrollbar}px`;
  }
  body.style.overflow = 'hidden';
}

/** Gives the body back its own `overflow` and `padding-right` (and no style attribute if it had none). */
export function unlockScroll(document: Document): void {
  if (saved === undefined) return;
  const { body } = document;
  body.style.overflow = saved.overflow;
  body.style.paddingRight = saved.paddingRight;
  if (!saved.hadStyle && body.style.length === 0) body.removeAttribute('style');
  saved = undefined;
}
