import path from 'node:path';
import { demoConfig } from '../scripts/build/demoConfig';
import { OUTPUT_FOLDERS } from '../scripts/build/outputFolders';

/** `npm run build:demo`: the demo site's bundle into `dist/demo/` (or `--output-path`). */
export default demoConfig(path.resolve(__dirname, '..', 'dist', OUTPUT_FOLDERS.demo));
