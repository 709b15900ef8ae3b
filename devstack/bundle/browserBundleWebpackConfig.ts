import { type Configuration } from 'webpack';
import { PROJECT_ROOT } from './bundleSources';

export interface BrowserBundleSpec {
  /** webpack's name for the build, shown in its messages. */
  readonly name: string;
  /** Output file name (without `.js`) → entry module, project-relative (`./devstack/…/main.ts`). */
  readonly entries: Readonly<Record<string, string>>;
}

/**
 * A devstack page's script for the browser: one file per entry, no chunks, so the server has a
 * fixed set of assets to serve. Production mode for tree shaking and no `eval` (the pages'
 * Content-Security-Policies forbid it), but not minified: the pages are served from this machine,
 * and skipping terser makes a cold build take about a third of the time.
 */
export function browserBundleWebpackConfig(spec: BrowserBundleSpec, outputPath: string): Configuration {
  return {
    name: spec.name,
    mode: 'production',
    target: ['web', 'es2022'],
    context: PROJECT_ROOT,
    entry: { ...spec.entries },
    output: { path: outputPath, filename: '[name].js' },
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
