import path from 'node:path';
import { demoConfig } from '../../../../scripts/build/demoConfig';

/** The two-instance page's bundle, built as the demo is (`/assets/several.js`). */
const config = demoConfig(path.resolve(__dirname, '../../../../.artifacts/several-instances'));

export default {
  ...config,
  name: 'several-instances',
  entry: { several: path.resolve(__dirname, 'page/main.tsx') },
};
