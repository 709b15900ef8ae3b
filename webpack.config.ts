import path from 'node:path';
import { type Configuration } from 'webpack';

/**
 * The library build. Dependencies stay external (the host's bundler or Node resolves them once),
 * so `dist/` holds only Keyport's own code. Entries:
 * - `headless`: the core for Node, without React (scripts, servers).
 */
const config: Configuration = {
  mode: 'production',
  target: 'node20',
  entry: {
    headless: './infrastructure/composition/headless.ts',
  },
  output: {
    path: path.resolve(__dirname, 'dist'),
    filename: '[name].cjs',
    library: { type: 'commonjs2' },
    clean: true,
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
      {
        test: /\.tsx?$/,
        loader: 'ts-loader',
        exclude: /node_modules/,
        options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
      },
    ],
  },
  externals: [/^(inversify|reflect-metadata|rxjs|fp-ts|io-ts)(\/.*)?$/],
  externalsType: 'commonjs',
  devtool: 'source-map',
  optimization: { minimize: true },
};

export default config;
