import { typescriptExtensions } from './typescriptRule';

/**
 * Browser builds prefer a package's ES2015 build where it has one (rxjs): modern code without the
 * ES5 helpers, smaller, and what an es2022 target runs anyway.
 */
export const browserResolve = {
  extensions: typescriptExtensions,
  conditionNames: ['es2015', '...'],
  mainFields: ['es2015', '...'],
};
