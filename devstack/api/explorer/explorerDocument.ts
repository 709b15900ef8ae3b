import { escapeMarkup } from '../assets/escapeMarkup';

/** The explorer's name, as the demo's networks call it. */
export const EXPLORER_NAME = 'Devstack Explorer';

/** The dev chain a page is about, as its header names it; absent on a page about no known chain. */
export interface PageChain {
  readonly chainId: number;
  readonly name: string;
}

/**
 * Light and dark follow the visitor's system setting. Every colour pair keeps at least 4.5:1
 * contrast, and links are underlined, so they do not rely on colour alone.
 */
const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1b1b1f; --muted: #55555f; --surface: #f4f4f7;
  --border: #d5d5dd; --link: #1f4fd6; --ok-bg: #e2f4e7; --ok-fg: #14632f; --bad-bg: #fde8e8; --bad-fg: #9b1919; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #121215; --fg: #ececf1; --muted: #a8a8b5; --surface: #1d1d22; --border: #3a3a44;
    --link: #93b2ff; --ok-bg: #12361f; --ok-fg: #8fe3aa; --bad-bg: #3d1717; --bad-fg: #ffb0b0; }
}
* { box-sizing: border-box; }
body { margin: 0; font-family: system-ui, sans-serif; line-height: 1.5; background: var(--bg); color: var(--fg); }
header { border-bottom: 1px solid var(--border); background: var(--surface); }
header div, main, footer { max-width: 64rem; margin: 0 auto; padding: 0.75rem 1rem; }
header div { display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; align-items: baseline; justify-content: space-between; }
.brand { font-weight: 700; margin: 0; }
.chain { color: var(--muted); margin: 0; }
h1 { font-size: 1.5rem; margin: 1rem 0 0.25rem; }
h1:focus { outline: none; }
h2 { font-size: 1.125rem; margin: 2rem 0 0.5rem; }
.subject { font-family: ui-monospace, monospace; word-break: break-all; color: var(--muted); margin: 0 0 1.5rem; }
a { color: var(--link); text-underline-offset: 2px; }
a:focus-visible, .scroll:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; border-radius: 2px; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; font-weight: 600; padding-bottom: 0.5rem; }
th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid var(--border); }
.details th { width: clamp(6.5rem, 30%, 11rem); font-weight: 500; color: var(--muted); }
.details td { word-break: break-all; }
.list th { font-weight: 500; color: var(--muted); white-space: nowrap; }
.list td { white-space: normal; }
.list td .mono, .list time { white-space: nowrap; }
.scroll { overflow-x: auto; }
.mono { font-family: ui-monospace, monospace; }
.list .mono { display: inline-block; max-width: 8em; overflow: hidden; text-overflow: ellipsis; vertical-align: bottom; }
.status { display: inline-block; padding: 0 0.5rem; border-radius: 999px; font-weight: 600; }
.status-success { background: var(--ok-bg); color: var(--ok-fg); }
.status-failure { background: var(--bad-bg); color: var(--bad-fg); }
.muted { color: var(--muted); }
.problem { background: var(--bad-bg); color: var(--bad-fg); border-radius: 8px; padding: 0.75rem 1rem; }
.pages { display: flex; gap: 1.5rem; margin-top: 1rem; }
footer { color: var(--muted); font-size: 0.875rem; margin-top: 2rem; }
footer p { border-top: 1px solid var(--border); padding-top: 0.75rem; margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

/**
 * The frame every explorer page shares: the explorer's and the chain's name, one `h1` naming the
 * page with the hash or address it is about under it, a `main` landmark, and a footer saying what
 * this explorer is. The heading takes focus on load, so a screen reader starts at the page's name
 * (the page usually opens in a new tab). `content` is markup already escaped by its builder.
 */
export function explorerDocument(
  title: string,
  subject: string | undefined,
  chain: PageChain | undefined,
  content: string,
): string {
  const chainLine = chain === undefined ? '' : `<p class="chain">${escapeMarkup(chainLabel(chain))}</p>`;
  const subjectLine = subject === undefined ? '' : `<p class="subject">${escapeMarkup(subject)}</p>`;
  const pageTitle = [title, subject, EXPLORER_NAME].filter((part) => part !== undefined).join(' · ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>${escapeMarkup(pageTitle)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><p class="brand">${escapeMarkup(EXPLORER_NAME)}</p>${chainLine}</div></header>
<main>
<h1 tabindex="-1" autofocus>${escapeMarkup(title)}</h1>
${subjectLine}
${content}
</main>
<footer><p>The devstack's own block explorer: it reads the local dev chains, and nothing shown here is on a public network.</p></footer>
</body>
</html>
`;
}

export function chainLabel(chain: PageChain): string {
  return `${chain.name} · chain ${chain.chainId}`;
}
