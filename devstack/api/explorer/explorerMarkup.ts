import { escapeMarkup } from '../assets/escapeMarkup';

/**
 * Markup already built (and escaped) by one of the helpers below. Page builders pass plain text as
 * `string`, which is always escaped, so nothing read from a chain or a URL reaches the page raw.
 */
export interface Markup {
  readonly html: string;
}

/** A cell of a table: text to escape, or markup a helper built. */
export type Cell = string | Markup;

export function markup(html: string): Markup {
  return { html };
}

export function cellHtml(cell: Cell): string {
  return typeof cell === 'string' ? escapeMarkup(cell) : cell.html;
}

export function link(href: string, text: string, className?: string): Markup {
  const classAttribute = className === undefined ? '' : ` class="${escapeMarkup(className)}"`;
  return markup(`<a href="${escapeMarkup(href)}"${classAttribute}>${escapeMarkup(text)}</a>`);
}

/** A hash or an address: monospace; in a list, shortened on screen with an ellipsis (the text stays whole). */
export function code(text: string): Markup {
  return markup(`<span class="mono">${escapeMarkup(text)}</span>`);
}

/** A block time: readable in UTC on screen, machine-readable in `datetime`. */
export function time(at: Date): Markup {
  const iso = at.toISOString();
  const shown = `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
  return markup(`<time datetime="${escapeMarkup(iso)}">${escapeMarkup(shown)}</time>`);
}

export type StatusTone = 'success' | 'failure';

export function statusBadge(text: string, tone: StatusTone): Markup {
  return markup(`<span class="status status-${tone}">${escapeMarkup(text)}</span>`);
}

/** A row of a details table: what is shown, and its value. */
export type DetailRow = readonly [label: string, value: Cell];

/** Label and value per row, the label a row header, as screen readers announce them. */
export function detailsTable(caption: string, rows: readonly DetailRow[]): string {
  const body = rows
    .map(
      ([label, value]) => `<tr><th scope="row">${escapeMarkup(label)}</th><td>${cellHtml(value)}</td></tr>`,
    )
    .join('\n');
  return `<table class="details">\n<caption>${escapeMarkup(caption)}</caption>\n${body}\n</table>`;
}

/**
 * A list as a table with column headers, under a heading that already names it (so its caption is
 * for screen readers only); a table wider than the screen scrolls inside its own region.
 */
export function listTable(
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): string {
  const head = headers.map((header) => `<th scope="col">${escapeMarkup(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${cellHtml(cell)}</td>`).join('')}</tr>`);
  // The region is focusable so keyboard users can scroll a table wider than the screen.
  return `<div class="scroll" role="region" aria-label="${escapeMarkup(caption)}" tabindex="0">
<table class="list">
<caption class="visually-hidden">${escapeMarkup(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>
${body.join('\n')}
</tbody>
</table>
</div>`;
}

export function section(heading: string, content: string): string {
  return `<section aria-labelledby="${escapeMarkup(slug(heading))}">
<h2 id="${escapeMarkup(slug(heading))}">${escapeMarkup(heading)}</h2>
${content}
</section>`;
}

export function paragraph(text: Cell, className?: string): string {
  const classAttribute = className === undefined ? '' : ` class="${escapeMarkup(className)}"`;
  return `<p${classAttribute}>${cellHtml(text)}</p>`;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
