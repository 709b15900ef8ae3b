import path from 'node:path';
import webpack from 'webpack';
import { browserResolve } from '../../scripts/build/browserResolve';
import { typescriptRule } from '../../scripts/build/typescriptRule';

export interface BrowserScriptBuild {
  /** The script's source, relative to the repository (`./tests/…/entry.ts`). */
  readonly entry: string;
  readonly outputDir: string;
  readonly filename: string;
  /** `production` unless told: a test that reads the page's errors may want `development`. */
  readonly mode?: 'production' | 'development';
}

/**
 * Bundles a test's page script from the product's sources into one classic script (no chunks: a
 * script added to a page has no public path to load them from). Resolves with the file's path.
 */
export function bundleBrowserScript(build: BrowserScriptBuild): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: build.mode ?? 'production',
        target: ['web', 'es2022'],
        context: path.resolve(__dirname, '../..'),
        entry: build.entry,
        output: { path: build.outputDir, filename: build.filename, iife: true, publicPath: '' },
        resolve: browserResolve,
        module: { rules: [typescriptRule] },
        optimization: { splitChunks: false },
        performance: { hints: false },
      },
      (error, stats) => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors())
          return reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
        resolve(path.join(build.outputDir, build.filename));
      },
    );
  });
}
