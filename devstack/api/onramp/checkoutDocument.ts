import { escapeMarkup } from '../assets/escapeMarkup';

/** A row of a checkout table: what is shown, and its value as plain text. */
export type CheckoutRow = readonly [label: string, value: string];

/** The rows as a table whose row headers name each value, as screen readers announce them. */
export function checkoutTable(caption: string, rows: readonly CheckoutRow[]): string {
  const body = rows
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeMarkup(label)}</th><td>${escapeMarkup(value)}</td></tr>`,
    )
    .join('\n');
  return `<table>\n<caption>${escapeMarkup(caption)}</caption>\n${body}\n</table>`;
}

/**
 * The frame every checkout page shares: one `h1` naming the page, the devstack notice, a `main`
 * landmark, and a focus ring that keyboard users can always see on the Pay button. The heading
 * takes focus on load, so a screen reader starts at the page's name. `content` is markup already
 * escaped by its builder.
 */
export function checkoutDocument(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)} · Devstack checkout</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1f; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
th { text-align: left; padding: 0.25rem 1rem 0.25rem 0; vertical-align: top; font-weight: 500; }
td { word-break: break-all; }
.notice { background: #fff4d6; border: 1px solid #8a6500; border-radius: 8px; padding: 0.75rem 1rem; }
.error { background: #fde8e8; border: 1px solid #a61b1b; border-radius: 8px; padding: 0.75rem 1rem; }
button { font: inherit; font-weight: 600; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border: 0; border-radius: 8px; background: #1f4fd6; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #1b1b1f; outline-offset: 3px; }
h1:focus { outline: none; }
</style>
</head>
<body>
<main>
<h1 tabindex="-1" autofocus>${escapeMarkup(title)}</h1>
<p class="notice">This is the devstack checkout, a local stand-in for an onramp provider. Paying takes no money: it sends the tokens from a dev account on the dev chain.</p>
${content}
</main>
</body>
</html>
`;
}
