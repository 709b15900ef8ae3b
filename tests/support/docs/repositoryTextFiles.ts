import { type Dirent, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface RepositoryFile {
  /** The path from the repository's root, with `/` separators. */
  readonly file: string;
  readonly text: string;
}

/**
 * What is installed, built or git's own, never written as part of the repository: skipped wherever
 * it is (in a work tree, `.git` is a file naming the folder git keeps the tree's state in).
 */
const NOT_WRITTEN: ReadonlySet<string> = new Set(['.git', 'node_modules', 'dist', 'coverage', '.artifacts']);

/** A file this large is data, not something a person wrote a citation or a link in. */
const LARGEST_TEXT_BYTES = 2 * 1024 * 1024;

function isText(bytes: Buffer): boolean {
  return bytes.length <= LARGEST_TEXT_BYTES && !bytes.includes(0);
}

/**
 * Every text file of the repository at `root` (code, tests, docs, configuration), leaving out what
 * is not written (`NOT_WRITTEN`) and the folders in `skipped` (paths from the root, such as a fixture
 * tree that breaks a rule on purpose).
 */
export function repositoryTextFiles(
  root: string,
  skipped: readonly string[] = [],
): readonly RepositoryFile[] {
  const files: RepositoryFile[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true }) as Dirent[]) {
      const file = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (NOT_WRITTEN.has(entry.name) || skipped.includes(file)) continue;
      if (entry.isDirectory()) visit(file);
      if (!entry.isFile()) continue;
      const bytes = readFileSync(path.join(root, file));
      if (isText(bytes)) files.push({ file, text: bytes.toString('utf8') });
    }
  };
  visit('');
  return files;
}
