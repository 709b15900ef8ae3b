import path from 'node:path';
import { type Configuration } from 'webpack';
import { browserResolve } from './browserResolve';
import { typescriptRule } from './typescriptRule';
import { VIEM_CHUNK_NAME, VIEM_PACKAGES } from './viemChunk';

/** The demo's entry chunk: the page loads `/assets/demo.js`. */
export const DEMO_ENTRY_NAME = 'demo';

/**
 * The demo site's bundle: a host page built the way a site would build it, React included. Keyport
 * comes in through its public entry and splits as in the library build; the devstack's test wallet
 * is a chunk of its own, loaded only when the page's query asks for it.
 */
export function demoConfig(outputPath: string): Configuration {
  return {
    name: 'demo',
    mode: 'production',
    target: ['web', 'es2022'],
    context: path.resolve(__dirname, '../..'),
    entry: { [DEMO_ENTRY_NAME]: './demo/src/main.tsx' },
    output: {
      path: outputPath,
      publicPath: '/assets/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      clean: true,
    },
    resolve: browserResolve,
    module: { rules: [typescriptRule] },
    devtool: 'source-map',
    performance: { hints: false },
    optimization: {
      chunkIds: 'named',
      splitChunks: {
        cacheGroups: {
          [VIEM_CHUNK_NAME]: { test: VIEM_PACKAGES, name: VIEM_CHUNK_NAME, chunks: 'async', enforce: true },
        },
      },
    },
  };
}
