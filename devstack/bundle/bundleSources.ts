import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The project root: every path of a bundle's sources is relative to it. */
export const PROJECT_ROOT = path.resolve(__dirname, '../..');

/** package-lock.json pins the packages a bundle takes in (sign-client, viem, webpack…). */
const LOCKFILE = 'package-lock.json';

async function filesUnder(relative: string): Promise<string[]> {
  const absolute = path.join(PROJECT_ROOT, relative);
  const entries = await readdir(absolute, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (entries === undefined) return [relative];
  const nested = await Promise.all(
    entries.map((entry) => {
      const child = path.posix.join(relative, entry.name);
      return entry.isDirectory() ? filesUnder(child) : Promise.resolve([child]);
    }),
  );
  return nested.flat();
}

/** The files (project-relative, sorted) under `sources`, a list of project files and folders. */
export async function bundleSourceFiles(sources: readonly string[]): Promise<readonly string[]> {
  const lists = await Promise.all(sources.map(filesUnder));
  return lists.flat().sort();
}

/** Whether a file (absolute path) is one that `sources` covers. */
export function isCoveredBy(sources: readonly string[], file: string): boolean {
  const relative = path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
  return sources.some((source) => relative === source || relative.startsWith(`${source}/`));
}

/**
 * A bundle's cache key: sha256 over the name and content of every source file and of
 * package-lock.json, so any change names a new bundle.
 */
export async function bundleSourceKey(sources: readonly string[]): Promise<string> {
  const files = [...(await bundleSourceFiles(sources)), LOCKFILE];
  const contents = await Promise.all(files.map((file) => readFile(path.join(PROJECT_ROOT, file))));
  const hash = createHash('sha256');
  files.forEach((file, index) => {
    hash.update(`${file}\0`);
    hash.update(contents[index] ?? Buffer.alloc(0));
    hash.update('\0');
  });
  return hash.digest('hex');
}
