import path from 'node:path';
import { type Configuration } from 'webpack';
import { ForbidSourcesPlugin } from './ForbidSourcesPlugin';
import { type ModuleFormat, NODE_FORMATS } from './moduleFormats';
import { OUTPUT_FOLDERS } from './outputFolders';
import { typescriptExtensions, typescriptRule } from './typescriptRule';

/**
 * `dist/networks/networks.{mjs,cjs}`: the ready-made networks alone, plain data with no React and
 * no browser global, so a server component or a Node script can import them without the library.
 */
export function networksConfig(outputRoot: string, format: ModuleFormat): Configuration {
  const { extension, library } = NODE_FORMATS[format];
  return {
    name: `networks-${format}`,
    mode: 'production',
    // Plain data: the ES module suits pages and Node alike, the CommonJS one is for `require` in Node.
    target: format === 'esm' ? ['web', 'es2022'] : 'node20',
    context: path.resolve(__dirname, '../..'),
    entry: { networks: './presentation/networks.ts' },
    ...(format === 'esm' ? { experiments: { outputModule: true } } : {}),
    output: {
      path: path.join(outputRoot, OUTPUT_FOLDERS.networks),
      filename: `[name].${extension}`,
      library: { type: library },
      module: format === 'esm',
      clean: { keep: (asset: string) => !asset.startsWith(`networks.${extension}`) },
    },
    resolve: { extensions: typescriptExtensions },
    module: { rules: [typescriptRule] },
    plugins: [new ForbidSourcesPlugin(['devstack', 'tests'])],
    devtool: 'source-map',
    optimization: { minimize: true },
  };
}
