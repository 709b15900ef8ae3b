import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

/** A TypeScript sample of a document, as a reader would copy it. */
export interface CodeSample {
  /** The document's path from the project root (`docs/guide/hooks.md`). */
  readonly document: string;
  /** The line of the document its first line of code is on. */
  readonly line: number;
  readonly code: string;
  /**
   * Where the sample says it lives, when its first line is a path comment (`// app/layout.tsx`):
   * the samples after it import it by that path (`import './keyport'`). Else a name of its own.
   */
  readonly fileName: string;
}

/** A first line naming the sample's file: `// keyport.ts`, `// app/layout.tsx (a server component)`. */
const FILE_COMMENT = /^\/\/ ((?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|mts|cts))(?:\s|$)/;

/** Every ```ts and ```tsx block of a markdown text; other languages (sh, css, text) are prose to it. */
export function codeSamplesOf(document: string, markdown: string): readonly CodeSample[] {
  const fence = /^```(ts|tsx)[ \t]*\n([\s\S]*?)^```/gm;
  return [...markdown.matchAll(fence)].map((match, index) => {
    const code = match[2] ?? '';
    const named = FILE_COMMENT.exec(code)?.[1];
    return {
      document,
      line: markdown.slice(0, match.index).split('\n').length + 1,
      code,
      fileName: named ?? `sample-${index + 1}.${match[1] ?? 'ts'}`,
    };
  });
}

/** The documents a site developer reads: the README and every page under `docs/`. */
export function documentationFiles(): readonly string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join('docs', name).split(path.sep).join('/'))
    .sort();
  return ['README.md', ...docs];
}

/** Every TypeScript sample of the README and of `docs/`. */
export function documentationSamples(): readonly CodeSample[] {
  return documentationFiles().flatMap((file) => codeSamplesOf(file, readDocument(file)));
}

export function readDocument(file: string): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}
