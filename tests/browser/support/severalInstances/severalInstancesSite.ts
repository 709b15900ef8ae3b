import path from 'node:path';
import { buildPage } from '../../../../scripts/build/buildDemo';
import { type DemoSite } from '../../../../demo/server/startDemoStack';

/** The two-instance page, served on the devstack in the demo's place (`useBrowserScenarios`). */
export const SEVERAL_INSTANCES_SITE: DemoSite = {
  publicDir: path.join(__dirname, 'page'),
  build: (bundleDir) =>
    buildPage(path.join('tests', 'browser', 'support', 'severalInstances', 'webpack.config.ts'), bundleDir),
};
