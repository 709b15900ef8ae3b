import { markdownProse } from './markdownProse';

const NUMBERED_HEADING = /^#{2,3}[ \t]+(\d+[a-z]?)\.[ \t]/gm;
const HEADING = /^#{1,6}[ \t]+(.+?)[ \t]*#*[ \t]*$/gm;

/**
 * The numbered sections of a document, as citations name them: `## 4. States…` is section `4`,
 * `### 3a. Blockchain API` is section `3a`.
 */
export function numberedSections(markdown: string): ReadonlySet<string> {
  return new Set([...markdownProse(markdown).matchAll(NUMBERED_HEADING)].map((match) => match[1] ?? ''));
}

/** The text of every heading of a document (`## The shape in one page` gives `The shape in one page`). */
export function headingTexts(markdown: string): ReadonlySet<string> {
  return new Set([...markdownProse(markdown).matchAll(HEADING)].map((match) => match[1] ?? ''));
}
