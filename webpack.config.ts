import path from 'node:path';
import { type Configuration } from 'webpack';
import { browserLibraryConfig } from './scripts/build/browserLibraryConfig';
import { headlessConfig } from './scripts/build/headlessConfig';

/**
 * The library build (`npm run build`), both into `dist/` (or `--output-path`):
 * - `headless.cjs`: the core for Node, without React (scripts, servers);
 * - `browser/keyport.mjs` and its lazily loaded chunks: the page's library, ES modules, React external.
 * The demo site has its own build (`npm run build:demo`, scripts/build/demoConfig.ts).
 */
const outputPath = path.resolve(__dirname, 'dist');

const configs: Configuration[] = [headlessConfig(outputPath), browserLibraryConfig(outputPath)];

export default configs;
