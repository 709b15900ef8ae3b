import path from 'node:path';
import { buildPage } from '../../../../scripts/build/buildDemo';
import { type DemoSite } from '../../../../demo/server/startDemoStack';

/** The embedded views' page, served on the devstack in the demo's place (`useBrowserScenarios`). */
export const EMBEDDED_VIEWS_SITE: DemoSite = {
  publicDir: path.join(__dirname, 'page'),
  build: (bundleDir) =>
    buildPage(path.join('tests', 'browser', 'support', 'embeddedViews', 'webpack.config.ts'), bundleDir),
};
