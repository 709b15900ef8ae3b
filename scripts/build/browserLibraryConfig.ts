import path from 'node:path';
import { BannerPlugin, Compilation, type Configuration } from 'webpack';
import { ForbidSourcesPlugin } from './ForbidSourcesPlugin';
import { OUTPUT_FOLDERS } from './outputFolders';
import { browserResolve } from './browserResolve';
import { typescriptRule } from './typescriptRule';
import { VIEM_CHUNK_NAME, VIEM_PACKAGES } from './viemChunk';

/** The product's WalletConnect adapter chunk (its `webpackChunkName`), and the SDK it loads. */
const WALLETCONNECT_CHUNK_NAME = 'keyport-walletconnect';
const WALLETCONNECT_SDK_CHUNK_NAME = 'walletconnect-sdk';
const ACCOUNT_VIEW_CHUNK_NAME = 'keyport-account-view';
/** The token picker the Send and Swap views share: loaded with the first of them, not with the Account view. */
const TOKEN_PICKER_CHUNK_NAME = 'keyport-token-picker';
/**
 * The chunks that read the blockchain API's answers through the Account view's feature: view
 * groups, and the send and swap features their actions load (which require that feature).
 */
const ACCOUNT_DATA_VIEW_CHUNKS = new Set([
  'keyport-views-account',
  'keyport-views-send',
  'keyport-views-swap',
  'keyport-views-onramp',
  'keyport-send',
  'keyport-swap',
]);
/** WalletConnect pairing: loaded by the WalletConnect views, or by a host pairing headless. */
const WALLETCONNECT_PAIRING_CHUNK_NAME = 'keyport-walletconnect-pairing';
const WALLETCONNECT_VIEWS_CHUNK_NAME = 'keyport-views-walletconnect';
const WALLETCONNECT_HEADLESS_CHUNK_NAME = 'keyport-walletconnect-headless';

/** The entry chunk's name: `dist/browser/keyport.mjs`. */
export const BROWSER_ENTRY_NAME = 'keyport';

/** The folder of the page's library under an output root: `dist/browser/`. */
export function browserOutputPath(outputRoot: string): string {
  return path.join(outputRoot, OUTPUT_FOLDERS.browser);
}

/**
 * React Server Components treat a module marked `'use client'` as the edge of the client's code: a
 * server component may import the buttons and hooks and render them, and they run in the browser.
 * Written after minification, which would otherwise drop the directive.
 */
const USE_CLIENT = new BannerPlugin({
  banner: '"use client";',
  raw: true,
  entryOnly: true,
  include: /^keyport\.mjs$/,
  stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
});

/** React is the host's (a peer dependency): imported, never bundled, so a page holds one copy. */
const REACT_PACKAGES = /^(react|react-dom)(\/.*)?$/;

/**
 * The library for browsers: `presentation/index.ts` as ES modules in `dist/browser/`. ES modules
 * because every modern bundler and browser loads them, and a dynamic `import()` in the output needs no
 * loader of ours. Everything but React is bundled, so the size report counts what a visitor really
 * downloads. Code that the page does not need at once stays behind the dynamic imports of the source:
 * the modal's interface (`keyport-modal`), each view group, and viem (`viem-library`), each a chunk of its own.
 */
export function browserLibraryConfig(outputRoot: string): Configuration {
  return {
    name: 'browser',
    mode: 'production',
    target: ['web', 'es2022'],
    context: path.resolve(__dirname, '../..'),
    entry: { [BROWSER_ENTRY_NAME]: './presentation/index.ts' },
    experiments: { outputModule: true },
    output: {
      path: browserOutputPath(outputRoot),
      module: true,
      // Chunks sit beside the entry and import each other as `./name.hash.mjs`: the folder may be
      // served from any path, or bundled again by a site's bundler, which follows those imports.
      filename: '[name].mjs',
      chunkFilename: '[name].[contenthash:8].mjs',
      library: { type: 'module' },
      chunkFormat: 'module',
      chunkLoading: 'import',
      clean: true,
    },
    resolve: browserResolve,
    module: { rules: [typescriptRule] },
    externals: [REACT_PACKAGES],
    externalsType: 'module',
    devtool: 'source-map',
    plugins: [new ForbidSourcesPlugin(['devstack', 'tests']), USE_CLIENT],
    performance: { hints: false },
    optimization: {
      minimize: true,
      // The output is an ES module for es2022 engines: terser may use what that allows (module
      // scope, arrow functions, three passes), which takes about 1 KB gzip off the entry.
      minimizeOptions: {
        javascript: {
          module: true,
          ecma: 2020,
          compress: { passes: 3, ecma: 2020, unsafe_arrows: true, pure_getters: true },
          format: { ecma: 2020 },
        },
      },
      // Chunks without a name in the source are named after their modules, so a report reads clearly.
      chunkIds: 'named',
      // Shortest export names: the entry is held to a budget, every byte before the first click counts.
      mangleExports: 'size',
      splitChunks: {
        cacheGroups: {
          // A library only one lazy chunk uses (the QR encoder) travels inside that chunk.
          defaultVendors: false,
          // viem for the EVM adapter; the WalletConnect SDK's own use of viem stays in the SDK's
          // chunk, so a visitor with an extension never downloads what only WalletConnect needs.
          [VIEM_CHUNK_NAME]: {
            test: VIEM_PACKAGES,
            name: VIEM_CHUNK_NAME,
            chunks: (chunk) => chunk.name !== WALLETCONNECT_CHUNK_NAME,
            enforce: true,
          },
          // The Account view's tabs and their refresh after a transaction, and the blockchain API's
          // answers they and the wallet features read: the account, send, swap and buy views all
          // need them, so they load once with whichever of those views comes first instead of
          // inside each. The icons the views draw are not among them: the Connect and Networks
          // views, which need none of this, carry the few they draw, so that the first open does
          // not fetch the Account view's code.
          [ACCOUNT_VIEW_CHUNK_NAME]: {
            test: /[\\/]application[\\/](account-view[\\/]|account-data[\\/](BlockchainApiService|blockchainApiFeature))/,
            name: ACCOUNT_VIEW_CHUNK_NAME,
            chunks: 'async',
            enforce: true,
          },
          // Send and Swap share their token picker: a chunk of its own rather than the shared one
          // above, which the Account view loads too (and would carry it for every visitor).
          [TOKEN_PICKER_CHUNK_NAME]: {
            test: /[\\/]presentation[\\/]views[\\/]shared[\\/]token-picker[\\/]/,
            name: TOKEN_PICKER_CHUNK_NAME,
            chunks: 'async',
            priority: 10,
            enforce: true,
          },
          // The pairing use case and what only it needs: one chunk that both the WalletConnect
          // views and the core's headless `pairWalletConnect` load, rather than a copy in each.
          // What those views share besides (the rules the blockchain API's answers go through,
          // the operators they use): into the same chunk, rather than an unnamed one.
          [`${ACCOUNT_VIEW_CHUNK_NAME}-shared`]: {
            name: ACCOUNT_VIEW_CHUNK_NAME,
            chunks: (chunk) => ACCOUNT_DATA_VIEW_CHUNKS.has(chunk.name ?? ''),
            minChunks: 2,
            enforce: true,
          },
          [WALLETCONNECT_PAIRING_CHUNK_NAME]: {
            name: WALLETCONNECT_PAIRING_CHUNK_NAME,
            chunks: (chunk) =>
              chunk.name === WALLETCONNECT_HEADLESS_CHUNK_NAME ||
              chunk.name === WALLETCONNECT_VIEWS_CHUNK_NAME,
            minChunks: 2,
            enforce: true,
          },
          [WALLETCONNECT_SDK_CHUNK_NAME]: {
            test: /[\\/]node_modules[\\/]/,
            name: WALLETCONNECT_SDK_CHUNK_NAME,
            chunks: (chunk) => chunk.name === WALLETCONNECT_CHUNK_NAME,
            enforce: true,
          },
        },
      },
    },
  };
}
