import { lineAt } from './lineAt';

/** The documents of the repository that code, tests and docs cite by numbered section. */
export type CitedDocument = 'SPEC' | 'REFERENCE';

export interface SectionCitation {
  readonly document: CitedDocument;
  /** The section as cited: `4`, or `3a` for a lettered one. */
  readonly section: string;
  readonly line: number;
}

export interface HeadingCitation {
  readonly heading: string;
  readonly line: number;
}

/** One section: `§4`, `§3a` (a single letter, so `§9's` is section 9). */
const SECTION = String.raw`§\d+(?:[a-z](?![a-z]))?`;

/**
 * A citation: the document's name, then one or more sections joined by commas, slashes, "and" or
 * "or": `SPEC §4`, `SPEC §7/§8`, `SPEC §3, §4 and §5`, `REFERENCE §3a`.
 */
const SECTION_CITATION = new RegExp(
  String.raw`\b(SPEC|REFERENCE) ?${SECTION}(?:\s*(?:,|\/|and|or)\s*${SECTION})*`,
  'g',
);
const SECTION_IN_CITATION = /§(\d+(?:[a-z](?![a-z]))?)/g;

/** `ARCHITECTURE "Layers"`: a citation of ARCHITECTURE.md by the heading that states the rule. */
const ARCHITECTURE_CITATION = /\bARCHITECTURE "([^"\n]+)"/g;

/** A design note by its old name, which lived outside the repository. */
const DESIGN_NOTE = /\bDESIGN\b/g;

/** Every section of SPEC.md or REFERENCE.md that `text` cites, with the line of the citation. */
export function sectionCitations(text: string): readonly SectionCitation[] {
  return [...text.matchAll(SECTION_CITATION)].flatMap((citation) =>
    [...citation[0].matchAll(SECTION_IN_CITATION)].map((section) => ({
      document: citation[1] as CitedDocument,
      section: section[1] ?? '',
      line: lineAt(text, citation.index),
    })),
  );
}

/** Every heading of ARCHITECTURE.md that `text` cites, as in `ARCHITECTURE "Layers"`. */
export function architectureCitations(text: string): readonly HeadingCitation[] {
  return [...text.matchAll(ARCHITECTURE_CITATION)].map((citation) => ({
    heading: citation[1] ?? '',
    line: lineAt(text, citation.index),
  }));
}

/** The lines of `text` that cite the design note that is no longer part of the repository. */
export function designNoteCitations(text: string): readonly number[] {
  return [...text.matchAll(DESIGN_NOTE)].map((citation) => lineAt(text, citation.index));
}

/** The citations naming a section their document does not have. */
export function unresolvedCitations(
  citations: readonly SectionCitation[],
  sections: Readonly<Record<CitedDocument, ReadonlySet<string>>>,
): readonly SectionCitation[] {
  return citations.filter((citation) => !sections[citation.document].has(citation.section));
}

/** The citations naming a heading ARCHITECTURE.md does not have. */
export function unresolvedHeadings(
  citations: readonly HeadingCitation[],
  headings: ReadonlySet<string>,
): readonly HeadingCitation[] {
  return citations.filter((citation) => !headings.has(citation.heading));
}
