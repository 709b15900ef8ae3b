import path from 'node:path';
import { lineAt } from './lineAt';
import { markdownProse } from './markdownProse';

export interface MarkdownLink {
  /** The link as written, anchor included: `docs/SPEC.md#4-states`. */
  readonly target: string;
  readonly line: number;
}

export interface BrokenLink extends MarkdownLink {
  /** Where the link leads from the repository's root, `..` first when it leaves the repository. */
  readonly resolved: string;
}

/** `[text](target "title")` and `![alt](target)`. */
const INLINE_LINK = /!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^\s()<>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
/** `[label]: target "title"` on a line of its own. */
const LINK_DEFINITION = /^[ \t]{0,3}\[[^\]\n]+\]:[ \t]*<?([^\s<>]+)>?/gm;
/** A target with a scheme (`https:`, `mailto:`) or to another host (`//host`) is not a file. */
const NOT_A_FILE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The links of a Markdown text that lead to files (code samples left out), in order. */
export function relativeLinks(markdown: string): readonly MarkdownLink[] {
  const prose = markdownProse(markdown);
  return [...prose.matchAll(INLINE_LINK), ...prose.matchAll(LINK_DEFINITION)]
    .sort((a, b) => a.index - b.index)
    .map((match) => ({ target: match[1] ?? '', line: lineAt(prose, match.index) }))
    .filter((link) => !NOT_A_FILE.test(link.target) && !link.target.startsWith('#'));
}

/** A link's file from the repository's root: relative to the linking file, or to the root from `/`. */
export function linkedFile(fromFile: string, target: string): string {
  const file = decodeURIComponent(target.replace(/[#?].*$/, ''));
  const joined = file.startsWith('/') ? file.slice(1) : path.posix.join(path.posix.dirname(fromFile), file);
  return path.posix.normalize(joined);
}

/**
 * The links of `file` (a Markdown text, by its path from the repository's root) whose file does not
 * exist, or lies outside the repository. Anchors are not checked: headings move, files should not.
 */
export function brokenLinks(
  file: string,
  markdown: string,
  exists: (fileFromRoot: string) => boolean,
): readonly BrokenLink[] {
  return relativeLinks(markdown)
    .map((link) => ({ ...link, resolved: linkedFile(file, link.target) }))
    .filter((link) => link.resolved.startsWith('../') || link.resolved === '..' || !exists(link.resolved));
}
