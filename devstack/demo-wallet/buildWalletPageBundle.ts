import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Stats } from 'webpack';
import { isCoveredSource, PROJECT_ROOT, walletPageSourceKey } from './walletPageSources';
import { WALLET_BUNDLE_FILE, walletPageWebpackConfig } from './walletPageWebpackConfig';

const DEFAULT_CACHE_DIR = path.join(PROJECT_ROOT, '.artifacts', 'demo-wallet');

export interface WalletPageBundle {
  /** The built `wallet.js`. */
  readonly file: string;
  /** `cache` when an earlier build was reused, `webpack` when this call built it. */
  readonly origin: 'cache' | 'webpack';
}

export interface WalletPageBundleOptions {
  /** Where bundles are kept between starts; `.artifacts/demo-wallet` of the project by default. */
  readonly cacheDir?: string;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Project files webpack read that the cache key does not hash. Packages are pinned by the lockfile;
 * folders (looked into while resolving) and package.json files (read for package descriptions)
 * shape no output.
 */
function uncoveredSources(stats: Stats): string[] {
  return [...stats.compilation.fileDependencies]
    .filter(
      (file) => file.startsWith(PROJECT_ROOT + path.sep) && !file.split(path.sep).includes('node_modules'),
    )
    .filter((file) => path.extname(file) !== '' && path.basename(file) !== 'package.json')
    .filter((file) => !isCoveredSource(file))
    .map((file) => path.relative(PROJECT_ROOT, file));
}

async function runWebpack(outputPath: string): Promise<void> {
  // Loaded only on a cache miss: requiring webpack alone costs longer than a whole warm start.
  const { webpack } = await import('webpack');
  const compiler = webpack(walletPageWebpackConfig(outputPath));
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(`The demo wallet page did not build:\n${stats.toString({ all: false, errors: true })}`);
  }
  const uncovered = uncoveredSources(stats);
  if (uncovered.length > 0) {
    throw new Error(
      `The demo wallet page imports ${uncovered.join(', ')}, which its cache key does not cover: ` +
        'add them to WALLET_PAGE_SOURCES (devstack/demo-wallet/walletPageSources.ts)',
    );
  }
}

/**
 * The page's bundle, from the cache when its sources and the lockfile are unchanged, else built
 * with webpack's Node API into `<cacheDir>/<key>/`. A build goes to a folder of its own first and
 * is renamed into place, so parallel starts never serve half a bundle; the one that loses the race
 * drops its copy and uses the winner's.
 */
export async function buildWalletPageBundle(
  options: WalletPageBundleOptions = {},
): Promise<WalletPageBundle> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const bundleDir = path.join(cacheDir, await walletPageSourceKey());
  const file = path.join(bundleDir, WALLET_BUNDLE_FILE);
  if (await exists(file)) return { file, origin: 'cache' };

  await mkdir(cacheDir, { recursive: true });
  const partDir = `${bundleDir}.${process.pid}.${Date.now()}.part`;
  try {
    await runWebpack(partDir);
    await rename(partDir, bundleDir).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(file))) throw error;
    });
  } finally {
    await rm(partDir, { recursive: true, force: true });
  }
  await removeOtherBundles(cacheDir, path.basename(bundleDir));
  return { file, origin: 'webpack' };
}

/**
 * Bundles of earlier sources are never served again (a server reads its bundle into memory at
 * start), so a new build removes them rather than letting the cache grow by a megabyte an edit.
 * Builds still in progress (`.part` folders) are left alone.
 */
async function removeOtherBundles(cacheDir: string, keep: string): Promise<void> {
  const entries = await readdir(cacheDir);
  await Promise.all(
    entries
      .filter((entry) => /^[0-9a-f]{64}$/.test(entry) && entry !== keep)
      .map((entry) => rm(path.join(cacheDir, entry), { recursive: true, force: true })),
  );
}
