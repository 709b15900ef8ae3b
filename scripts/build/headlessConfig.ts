import path from 'node:path';
import { type Configuration } from 'webpack';
import { ForbidSourcesPlugin } from './ForbidSourcesPlugin';
import { type ModuleFormat, NODE_FORMATS } from './moduleFormats';
import { OUTPUT_FOLDERS } from './outputFolders';
import { typescriptExtensions, typescriptRule } from './typescriptRule';

/**
 * The package's large dependencies, which a site may share: Node resolves them from the site's
 * node_modules (each loads as an ES module and as CommonJS). The small ones (inversify, fp-ts,
 * io-ts, reflect-metadata) are bundled: fp-ts's subpaths are folders Node's ES module loader
 * refuses to import.
 */
const HOST_DEPENDENCIES = /^(rxjs|viem|@walletconnect\/[^/]+)(\/.*)?$/;

/**
 * `dist/node/headless.{cjs,mjs}`: the instance for Node, without React (scripts, servers), in one
 * module format. Both formats come from the same source; a process that loads both gets two
 * registries of instances, so `isKeyportError` (not `instanceof`) is the check that spans them.
 * Lazily loaded features stay in chunks of their own under `dist/node/<format>/`.
 */
export function headlessConfig(outputRoot: string, format: ModuleFormat): Configuration {
  const { extension, library, chunkLoading, externalsType } = NODE_FORMATS[format];
  return {
    name: `headless-${format}`,
    mode: 'production',
    target: 'node20',
    context: path.resolve(__dirname, '../..'),
    entry: { headless: './infrastructure/composition/headless.ts' },
    ...(format === 'esm' ? { experiments: { outputModule: true } } : {}),
    output: {
      path: path.join(outputRoot, OUTPUT_FOLDERS.node),
      filename: `[name].${extension}`,
      chunkFilename: `${format}/[name].${extension}`,
      library: { type: library },
      chunkFormat: format === 'esm' ? 'module' : 'commonjs',
      chunkLoading,
      module: format === 'esm',
      // The two formats write into the same folder: each cleans only what it wrote.
      clean: {
        keep: (asset: string) =>
          !asset.startsWith(`${format}/`) && !asset.startsWith(`headless.${extension}`),
      },
    },
    resolve: { extensions: typescriptExtensions },
    module: { rules: [typescriptRule] },
    externals: [HOST_DEPENDENCIES],
    externalsType,
    plugins: [new ForbidSourcesPlugin(['devstack', 'tests'])],
    devtool: 'source-map',
    optimization: { minimize: true, chunkIds: 'named' },
  };
}
