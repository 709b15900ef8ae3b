import path from 'node:path';
import { typescriptExtensions } from './typescriptRule';

/**
 * Browser builds prefer a package's ES2015 build where it has one (rxjs): modern code without the
 * ES5 helpers, smaller, and what an es2022 target runs anyway. They also take the metadata API
 * inversify needs from `presentation/composition/metadataApi.ts` rather than the full
 * `reflect-metadata` polyfill (3.4 KB gzip before the first click; see that file).
 */
export const browserResolve = {
  extensions: typescriptExtensions,
  alias: {
    'reflect-metadata$': path.resolve(__dirname, '../../presentation/composition/metadataApi.ts'),
  },
  conditionNames: ['es2015', '...'],
  mainFields: ['es2015', '...'],
};
