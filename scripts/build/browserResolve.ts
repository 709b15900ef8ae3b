import path from 'node:path';
import { typescriptExtensions } from './typescriptRule';

/**
 * Browser builds prefer a package's ES2015 build where it has one (rxjs): modern code without the
 * ES5 helpers, smaller, and what an es2022 target runs anyway. They take the container from
 * `presentation/composition/lightContainer.ts`, the part of inversify's API Keyport uses, rather
 * than inversify (about 12 KB gzip before the first click, and slower to resolve); that container
 * keeps its own record of the decorators, so nothing reads Reflect metadata and `reflect-metadata`
 * is left out.
 */
export const browserResolve = {
  extensions: typescriptExtensions,
  alias: {
    inversify$: path.resolve(__dirname, '../../presentation/composition/lightContainer.ts'),
    'reflect-metadata$': false as const,
  },
  conditionNames: ['es2015', '...'],
  mainFields: ['es2015', '...'],
};
