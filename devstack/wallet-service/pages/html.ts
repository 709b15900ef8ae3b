import { escapeMarkup } from '../../api/assets/escapeMarkup';

/** Text for HTML: every value a page shows is escaped, so no name or message can become markup. */
export const escapeHtml = escapeMarkup;

export interface PageShell {
  readonly title: string;
  readonly body: string;
  /** Stylesheets of this server (`/pages.css`). */
  readonly styles: readonly string[];
  /** Scripts of this server, loaded with `defer`. */
  readonly scripts?: readonly string[];
  /** A JSON data block for the script (`<script type="application/json" id=…>`). */
  readonly data?: { readonly id: string; readonly value: unknown };
  readonly bodyClass?: string;
}

/** A whole page. The data block is JSON with `<` escaped, so no value can end the element early. */
export function renderPage(shell: PageShell): string {
  const data =
    shell.data === undefined
      ? []
      : [
          `<script type="application/json" id="${shell.data.id}">${JSON.stringify(shell.data.value).replace(/</g, '\\u003c')}</script>`,
        ];
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark">',
    `<title>${escapeHtml(shell.title)}</title>`,
    ...shell.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...data,
    ...(shell.scripts ?? []).map((src) => `<script src="${src}" defer></script>`),
    '</head>',
    `<body${shell.bodyClass === undefined ? '' : ` class="${shell.bodyClass}"`}>`,
    shell.body,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** A plain page of this service: a heading and a few lines (a link opened, a choice made). */
export function renderNotice(
  title: string,
  lines: readonly string[],
  extra: Partial<PageShell> = {},
): string {
  return renderPage({
    title,
    styles: ['/pages.css'],
    body: [
      '<main class="card notice" role="main">',
      `<h1>${escapeHtml(title)}</h1>`,
      ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
      '</main>',
    ].join('\n'),
    ...extra,
  });
}
