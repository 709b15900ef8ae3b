import { type RuleSetRule } from 'webpack';

/**
 * TypeScript and TSX through ts-loader, transpile only: `npm run typecheck` checks types once for the
 * whole tree, so a build does not repeat it. Modules stay ES modules so that webpack sees every
 * dynamic `import()` and splits there.
 */
export const typescriptRule: RuleSetRule = {
  test: /\.tsx?$/,
  loader: 'ts-loader',
  exclude: /node_modules/,
  options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } },
};

export const typescriptExtensions = ['.ts', '.tsx', '.js'];
