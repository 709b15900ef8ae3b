import { type Configuration } from 'webpack';
import { PROJECT_ROOT } from './walletPageSources';

/** The page loads `/wallet.js`: one file, no chunks, so the server has exactly one asset to serve. */
export const WALLET_BUNDLE_FILE = 'wallet.js';

/**
 * The demo wallet page for the browser: sign-client, viem's accounts and the page code in one
 * bundle. Production mode for tree shaking and no `eval` (the page's Content-Security-Policy
 * forbids it), but not minified: the page is served from this machine, and skipping terser makes
 * a cold build take about a third of the time. No resolve fallbacks or Buffer/process shims are
 * needed: sign-client's browser builds guard every Node global they touch, and `events` resolves
 * to the npm package of that name, which sign-client depends on.
 */
export function walletPageWebpackConfig(outputPath: string): Configuration {
  return {
    name: 'demo-wallet',
    mode: 'production',
    target: ['web', 'es2022'],
    context: PROJECT_ROOT,
    entry: { wallet: './devstack/demo-wallet/page/main.ts' },
    output: { path: outputPath, filename: WALLET_BUNDLE_FILE },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'ts-loader',
          exclude: /node_modules/,
          options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
        },
      ],
    },
    devtool: false,
    performance: { hints: false },
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    infrastructureLogging: { level: 'error' },
  };
}
