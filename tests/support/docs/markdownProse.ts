const FENCED_BLOCK = /^[ \t]{0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]{0,3}\1[ \t]*$|(?![\s\S]))/gm;
/** A code span, which never runs past a blank line (a stray backtick must not swallow a paragraph). */
const INLINE_CODE = /(`+)(?!`)(?:[^\n]|\n(?![ \t]*\n))*?(?<!`)\1(?!`)/g;

/** `match` with every character but line breaks turned into a space, so positions and lines stay. */
function blanked(match: string): string {
  return match.replace(/[^\n]/g, ' ');
}

/**
 * A Markdown text without its code: fenced blocks and inline code spans are blanked out, keeping
 * every line where it was. What a code sample shows (a link, a heading, a path) is not the
 * document's own, so the checks read the prose only.
 */
export function markdownProse(markdown: string): string {
  return markdown.replace(FENCED_BLOCK, blanked).replace(INLINE_CODE, blanked);
}
