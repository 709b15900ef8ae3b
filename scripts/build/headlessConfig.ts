import path from 'node:path';
import { type Configuration } from 'webpack';
import { ForbidSourcesPlugin } from './ForbidSourcesPlugin';
import { isInOutputFolder } from './outputFolders';
import { typescriptExtensions, typescriptRule } from './typescriptRule';

/**
 * `dist/headless.cjs`: the core for Node, without React (scripts, servers). Its dependencies stay
 * external: Node resolves them from the host's node_modules.
 */
export function headlessConfig(outputPath: string): Configuration {
  return {
    name: 'headless',
    mode: 'production',
    target: 'node20',
    context: path.resolve(__dirname, '../..'),
    entry: { headless: './infrastructure/composition/headless.ts' },
    output: {
      path: outputPath,
      filename: '[name].cjs',
      library: { type: 'commonjs2' },
      // The browser and demo builds write into their own folders beside it, possibly at the same time.
      clean: { keep: isInOutputFolder },
    },
    resolve: { extensions: typescriptExtensions },
    module: { rules: [typescriptRule] },
    externals: [/^(inversify|reflect-metadata|rxjs|fp-ts|io-ts)(\/.*)?$/],
    externalsType: 'commonjs',
    plugins: [new ForbidSourcesPlugin(['devstack', 'tests'])],
    devtool: 'source-map',
    optimization: { minimize: true },
  };
}
