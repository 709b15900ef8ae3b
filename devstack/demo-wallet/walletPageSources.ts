import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The project root: every path of the page's sources is relative to it. */
export const PROJECT_ROOT = path.resolve(__dirname, '../..');

/**
 * Everything the page bundle is built from, besides the packages: its own folder (page code,
 * shared config type, this build's configuration), the devstack files it imports, and the
 * TypeScript settings ts-loader compiles with. The cache
 * key hashes these and package-lock.json; a cold build checks that the page imported nothing else,
 * so a new import outside them fails loudly instead of leaving a stale bundle in the cache.
 */
export const WALLET_PAGE_SOURCES: readonly string[] = [
  'devstack/demo-wallet/page',
  'devstack/demo-wallet/WalletPageConfig.ts',
  'devstack/demo-wallet/walletPageWebpackConfig.ts',
  'devstack/test-wallet',
  'devstack/config.ts',
  'tsconfig.json',
];

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

/** The page's source files (project-relative, sorted), without the lockfile. */
export async function walletPageSourceFiles(): Promise<readonly string[]> {
  const lists = await Promise.all(WALLET_PAGE_SOURCES.map(filesUnder));
  return lists.flat().sort();
}

/** Whether a file (absolute path) is one {@link WALLET_PAGE_SOURCES} covers. */
export function isCoveredSource(file: string): boolean {
  const relative = path.relative(PROJECT_ROOT, file).split(path.sep).join('/');
  return WALLET_PAGE_SOURCES.some((source) => relative === source || relative.startsWith(`${source}/`));
}

/**
 * The bundle's cache key: sha256 over the name and content of every page source and of
 * package-lock.json (which pins sign-client, viem and webpack), so any change names a new bundle.
 */
export async function walletPageSourceKey(): Promise<string> {
  const files = [...(await walletPageSourceFiles()), LOCKFILE];
  const contents = await Promise.all(files.map((file) => readFile(path.join(PROJECT_ROOT, file))));
  const hash = createHash('sha256');
  files.forEach((file, index) => {
    hash.update(`${file}\0`);
    hash.update(contents[index] ?? Buffer.alloc(0));
    hash.update('\0');
  });
  return hash.digest('hex');
}
