import { type Page } from 'playwright-core';
import { type DemoStack, type DemoStackOptions, startDemoStack } from '../../../demo/server/startDemoStack';
import { type DemoFlags, openDemo } from './demoSite';
import { sharedDemoBundle } from './sharedDemoBundle';
import {
  DESKTOP,
  launchVisitorBrowser,
  type Viewport,
  type Visitor,
  type VisitorBrowser,
  type VisitorOptions,
} from './visitors';

/** Building the demo bundle and starting the devstack take about 15 s alone, longer beside other tests. */
export const STACK_START_TIMEOUT_MS = 180_000;

/** One scenario: a few page loads and clicks, with room for a busy machine. */
export const SCENARIO_TIMEOUT_MS = 60_000;

export interface BrowserScenarios {
  /** The running demo stack (valid inside tests). */
  stack(): DemoStack;
  /** A new visitor (nothing stored) on the demo page with these query flags. */
  visit(flags?: DemoFlags, viewport?: Viewport, options?: VisitorOptions): Promise<Page>;
  /** The visitor of the page `visit` gave, to open another tab of theirs. */
  visitorOf(page: Page): Visitor;
}

/**
 * Registers the hooks of a browser test file: the demo stack (a bundle built once for the file,
 * the devstack on free ports) and one Chromium, both started before the first scenario and stopped
 * after the last; each scenario's visitor is closed after it, and a page that threw an uncaught
 * error fails its scenario. `stackOptions` changes what the page is given (e.g. its relay, or the
 * headers the demo is served with), read when the stack starts; `browserFlags` are Chromium's
 * (a host name mapped to 127.0.0.1, say).
 */
export function useBrowserScenarios(
  stackOptions: () => Promise<Omit<DemoStackOptions, 'ports'>> = async () => ({}),
  browserFlags: readonly string[] = [],
): BrowserScenarios {
  let stack: DemoStack | undefined;
  let browser: VisitorBrowser | undefined;
  let visitors: Visitor[] = [];

  beforeAll(async () => {
    const options = await stackOptions();
    // The demo's own page is built once per run and shared; another site builds its own.
    const bundle = options.site === undefined ? { bundleDir: await sharedDemoBundle(), build: false } : {};
    stack = await startDemoStack({ ...options, ...bundle, ports: 'free' });
    browser = await launchVisitorBrowser(browserFlags);
  }, STACK_START_TIMEOUT_MS);

  afterEach(async () => {
    const finished = visitors;
    visitors = [];
    await Promise.all(finished.map((visitor) => visitor.close()));
    expect(finished.flatMap((visitor) => visitor.pageErrors)).toEqual([]);
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  }, STACK_START_TIMEOUT_MS);

  const running = (): { stack: DemoStack; browser: VisitorBrowser } => {
    if (!stack || !browser) throw new Error('The demo stack did not start');
    return { stack, browser };
  };

  return {
    stack: () => running().stack,
    visitorOf: (page) => {
      const visitor = visitors.find((candidate) => candidate.page === page);
      if (visitor === undefined) throw new Error('That page belongs to no visitor of this scenario');
      return visitor;
    },
    visit: async (flags = {}, viewport = DESKTOP, options = {}) => {
      const { stack: demo, browser: chromium } = running();
      const visitor = await chromium.newVisitor(viewport, options);
      visitors.push(visitor);
      await openDemo(visitor.page, demo.demoUrl, flags);
      return visitor.page;
    },
  };
}
