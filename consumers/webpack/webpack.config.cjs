const path = require('node:path');

/** A site's production build with plain webpack: TypeScript through ts-loader, everything else default. */
module.exports = {
  mode: 'production',
  context: __dirname,
  entry: './src/main.tsx',
  output: {
    path: path.join(__dirname, 'dist'),
    filename: 'main.js',
    chunkFilename: '[name].[contenthash:8].js',
    publicPath: '/',
    clean: true,
  },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
  module: {
    rules: [
      { test: /\.tsx?$/, loader: 'ts-loader', exclude: /node_modules/, options: { transpileOnly: true } },
    ],
  },
  performance: { hints: false },
};
