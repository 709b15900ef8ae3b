/** What the lock changes on the body, with the body's own values to give back. */
const LOCKED_PROPERTIES = ['overflow', 'padding-right'] as const;

let saved:
  { readonly values: readonly (readonly [string, string, string])[]; readonly hadStyle: boolean } | undefined;

/**
 * Stops the page behind an open dialog from scrolling. The scroll bar that goes away is made up
 * for with padding, so the page does not shift sideways.
 */
export function lockScroll(document: Document): void {
  if (saved !== undefined) return;
  const { body, documentElement, defaultView } = document;
  const style = body.style;
  saved = {
    values: LOCKED_PROPERTIES.map((name) => [
      name,
      style.getPropertyValue(name),
      style.getPropertyPriority(name),
    ]),
    hadStyle: body.hasAttribute('style'),
  };
  const scrollbar = (defaultView?.innerWidth ?? 0) - documentElement.clientWidth;
  if (scrollbar > 0 && defaultView) {
    const padding = parseFloat(defaultView.getComputedStyle(body).paddingRight) || 0;
    style.setProperty('padding-right', `${padding + scrollbar}px`);
  }
  style.setProperty('overflow', 'hidden');
}

/** Gives the body back its own `overflow` and `padding-right` (and no style attribute if it had none). */
export function unlockScroll(document: Document): void {
  if (saved === undefined) return;
  const { body } = document;
  for (const [name, value, priority] of saved.values) {
    if (value === '') body.style.removeProperty(name);
    else body.style.setProperty(name, value, priority);
  }
  if (!saved.hadStyle && body.style.length === 0) {
    // Chromium writes a changed inline style back to the attribute lazily; read first, or the
    // write comes after the removal and leaves `style=""` behind.
    body.getAttribute('style');
    body.removeAttribute('style');
  }
  saved = undefined;
}
