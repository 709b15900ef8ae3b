import path from 'node:path';
import { type Configuration } from 'webpack';
import { browserLibraryConfig } from './scripts/build/browserLibraryConfig';
import { headlessConfig } from './scripts/build/headlessConfig';
import { networksConfig } from './scripts/build/networksConfig';

/**
 * The library build (`npm run build`, part of `npm pack`), each into its own folder of `dist/` (or of
 * `--env outputRoot=…`):
 * - `browser/keyport.mjs` and its lazily loaded chunks: the page's library (`keyport`), ES modules,
 *   React external;
 * - `node/headless.{mjs,cjs}`: the instance for Node without React (`keyport/headless`);
 * - `networks/networks.{mjs,cjs}`: the ready-made networks alone (`keyport/networks`).
 * The declarations come from `scripts/build/declarations.ts`; the demo site has its own build
 * (`npm run build:demo`).
 */
export default function configs(env: { readonly outputRoot?: string } = {}): Configuration[] {
  const outputRoot = path.resolve(__dirname, env.outputRoot ?? 'dist');
  return [
    browserLibraryConfig(outputRoot),
    headlessConfig(outputRoot, 'cjs'),
    headlessConfig(outputRoot, 'esm'),
    networksConfig(outputRoot, 'cjs'),
    networksConfig(outputRoot, 'esm'),
  ];
}
