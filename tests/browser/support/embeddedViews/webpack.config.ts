import path from 'node:path';
import { demoConfig } from '../../../../scripts/build/demoConfig';

/** The embedded views' page bundle, built as the demo is (`/assets/embedded.js`). */
const config = demoConfig(path.resolve(__dirname, '../../../../.artifacts/embedded-views'));

export default {
  ...config,
  name: 'embedded-views',
  entry: { embedded: path.resolve(__dirname, 'page/main.tsx') },
};
