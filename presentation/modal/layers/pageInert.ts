/** The page's elements Keyport made inert, to give back exactly what it took. */
const madeInert = new Set<Element>();

/** The child of `body` that holds `element` (the top dialog's own container). */
function bodyChildHolding(element: Element, body: HTMLElement): Element | undefined {
  let node: Element | null = element;
  while (node !== null && node.parentElement !== body) node = node.parentElement;
  return node ?? undefined;
}

/**
 * Makes every child of the page's body inert except the one holding `top` (the dialog on top), so
 * neither a pointer, Tab, nor assistive technology reaches the page behind it, nor a dialog below
 * it. An element the page had made inert itself is left as it is, and stays so afterwards.
 */
export function makeAllButInert(top: Element): void {
  const body = top.ownerDocument.body;
  const keep = bodyChildHolding(top, body);
  for (const child of Array.from(body.children)) {
    if (child === keep) {
      if (madeInert.delete(child)) child.removeAttribute('inert');
    } else if (!madeInert.has(child) && !child.hasAttribute('inert')) {
      child.setAttribute('inert', '');
      madeInert.add(child);
    }
  }
}

/** Gives back every element Keyport made inert. */
export function restoreInert(): void {
  for (const element of madeInert) element.removeAttribute('inert');
  madeInert.clear();
}
