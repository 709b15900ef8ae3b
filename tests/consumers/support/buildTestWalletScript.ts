import path from 'node:path';
import webpack from 'webpack';
import { browserResolve } from '../../../scripts/build/browserResolve';
import { typescriptRule } from '../../../scripts/build/typescriptRule';

/** Bundles the in-page test wallet into one classic script a test adds before any page loads. */
export function buildTestWalletScript(outputDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        target: ['web', 'es2022'],
        context: path.resolve(__dirname, '../../..'),
        entry: './tests/consumers/support/testWalletInPage.ts',
        // An init script has no `document.currentScript` to take a public path from; it loads no chunks.
        output: { path: outputDir, filename: 'test-wallet.js', iife: true, publicPath: '' },
        resolve: browserResolve,
        module: { rules: [typescriptRule] },
        optimization: { splitChunks: false },
        performance: { hints: false },
      },
      (error, stats) => {
        if (error) return reject(error);
        if (!stats || stats.hasErrors())
          return reject(new Error(stats?.toString('errors-only') ?? 'no stats'));
        resolve(path.join(outputDir, 'test-wallet.js'));
      },
    );
  });
}
