import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Configuration } from 'webpack';
import { BROWSER_ENTRY_NAME, browserLibraryConfig, browserOutputPath } from '../build/browserLibraryConfig';
import { runWebpack } from '../build/runWebpack';
import { typescriptRule } from '../build/typescriptRule';
import { BENCH_PAGES } from './page/BenchPageConfig';

const ROOT = path.resolve(__dirname, '../..');

/** The page's source entry of Keyport, which the bench page imports and its build replaces. */
const SOURCE_ENTRY = path.join(ROOT, 'presentation', 'index');

/** Builds the package's browser library (as `npm run build` does) under `outputRoot`; returns its entry file. */
export async function buildPackageEntry(outputRoot: string): Promise<string> {
  await runWebpack(browserLibraryConfig(outputRoot));
  return path.join(browserOutputPath(outputRoot), `${BROWSER_ENTRY_NAME}.mjs`);
}

/** The entry file of an already built browser library folder (`dist/browser`, or an older build's). */
export function builtPackageEntry(folder: string): string {
  const entry = path.resolve(folder, `${BROWSER_ENTRY_NAME}.mjs`);
  if (!existsSync(entry))
    throw new Error(`No ${BROWSER_ENTRY_NAME}.mjs in ${folder}: give a built dist/browser folder`);
  return entry;
}

/**
 * The bench pages built as a site builds for production (webpack's defaults, as
 * consumers/webpack does): React bundled in, and Keyport taken from the built package entry
 * `packageEntry`, whose lazily loaded chunks webpack splits again into chunks of the site's.
 */
export function benchPageConfig(packageEntry: string, outputPath: string): Configuration {
  return {
    name: 'bench-page',
    mode: 'production',
    target: ['web', 'es2022'],
    context: ROOT,
    entry: {
      [BENCH_PAGES['/']]: './scripts/bench/page/main.tsx',
      [BENCH_PAGES['/react-only']]: './scripts/bench/page/reactOnly.tsx',
    },
    output: {
      path: outputPath,
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: { [SOURCE_ENTRY]: packageEntry } },
    module: { rules: [typescriptRule] },
    performance: { hints: false },
  };
}

/** Builds the bench page into `outputPath` on the package entry `packageEntry`. */
export async function buildBenchPage(packageEntry: string, outputPath: string): Promise<void> {
  await runWebpack(benchPageConfig(packageEntry, outputPath));
}
