import { access, mkdir, readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { type Stats } from 'webpack';
import { bundleSourceKey, isCoveredBy, PROJECT_ROOT } from './bundleSources';
import { type BrowserBundleSpec, browserBundleWebpackConfig } from './browserBundleWebpackConfig';

export interface CachedBundleSpec extends BrowserBundleSpec {
  /** Project files and folders the bundle is built from (packages aside): its cache key hashes them. */
  readonly sources: readonly string[];
  /** Where the list of sources is written, named in the error when a build read a file outside it. */
  readonly sourcesDeclaredIn: string;
  /** Where bundles are kept between starts (`.artifacts/<something>` of the project). */
  readonly cacheDir: string;
}

/** A built bundle: its folder (one `<entry>.js` per entry) and whether an earlier build was reused. */
export interface CachedBundle {
  readonly dir: string;
  readonly origin: 'cache' | 'webpack';
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
function uncoveredSources(stats: Stats, sources: readonly string[]): string[] {
  return [...stats.compilation.fileDependencies]
    .filter(
      (file) => file.startsWith(PROJECT_ROOT + path.sep) && !file.split(path.sep).includes('node_modules'),
    )
    .filter((file) => path.extname(file) !== '' && path.basename(file) !== 'package.json')
    .filter((file) => !isCoveredBy(sources, file))
    .map((file) => path.relative(PROJECT_ROOT, file));
}

async function runWebpack(spec: CachedBundleSpec, outputPath: string): Promise<void> {
  // Loaded only on a cache miss: requiring webpack alone costs longer than a whole warm start.
  const { webpack } = await import('webpack');
  const compiler = webpack(browserBundleWebpackConfig(spec, outputPath));
  const stats = await new Promise<Stats>((resolve, reject) =>
    compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  await new Promise<void>((resolve) => compiler.close(() => resolve()));
  if (stats.hasErrors()) {
    throw new Error(`The ${spec.name} did not build:\n${stats.toString({ all: false, errors: true })}`);
  }
  const uncovered = uncoveredSources(stats, spec.sources);
  if (uncovered.length > 0) {
    throw new Error(
      `The ${spec.name} imports ${uncovered.join(', ')}, which its cache key does not cover: ` +
        `add them to its sources (${spec.sourcesDeclaredIn})`,
    );
  }
}

/**
 * A page bundle from the cache when its sources and the lockfile are unchanged, else built with
 * webpack's Node API into `<cacheDir>/<key>/`. A build goes to a folder of its own first and is
 * renamed into place, so parallel starts never serve half a bundle; the one that loses the race
 * drops its copy and uses the winner's. A cold build fails if the page imported a project file
 * the key does not cover, so the cache cannot go stale silently.
 */
export async function buildCachedBundle(spec: CachedBundleSpec): Promise<CachedBundle> {
  const dir = path.join(spec.cacheDir, await bundleSourceKey(spec.sources));
  const firstEntry = Object.keys(spec.entries)[0];
  const marker = path.join(dir, `${firstEntry}.js`);
  if (await exists(marker)) return { dir, origin: 'cache' };

  await mkdir(spec.cacheDir, { recursive: true });
  const partDir = `${dir}.${process.pid}.${Date.now()}.part`;
  try {
    await runWebpack(spec, partDir);
    await rename(partDir, dir).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await exists(marker))) throw error;
    });
  } finally {
    await rm(partDir, { recursive: true, force: true });
  }
  await removeOtherBundles(spec.cacheDir, path.basename(dir));
  return { dir, origin: 'webpack' };
}

/**
 * Bundles of earlier sources are never served again (a server reads its bundle into memory at
 * start), so a new build removes them rather than letting the cache grow with every edit.
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
