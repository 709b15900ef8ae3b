/** Keyport's constructed stylesheets by id, so each is made once. */
const sheets = new Map<string, CSSStyleSheet>();

/**
 * Adds one of Keyport's stylesheets to the page once (`id`). Where the browser has constructable
 * stylesheets it is adopted by the document: no inline `<style>` element, so a site whose
 * Content-Security-Policy says `style-src 'self'` without `'unsafe-inline'` still shows Keyport
 * styled. A host that replaces the document's adopted sheets gets Keyport's back on the next call.
 * Older browsers (Safari before 16.4, Firefox before 101) get a `<style>` element instead.
 */
export function addStyleSheet(document: Document, id: string, css: string): void {
  if (document.getElementById(id)) return;
  if (Array.isArray(document.adoptedStyleSheets)) {
    let sheet = sheets.get(id);
    if (sheet === undefined) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(id, sheet);
    }
    if (!document.adoptedStyleSheets.includes(sheet)) {
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    }
    return;
  }
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
