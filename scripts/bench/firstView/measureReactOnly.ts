import { type Browser } from 'playwright-core';
import { SITE_BUTTON_TEST_ID } from '../page/BenchPageConfig';
import { heapAfterCollection } from './heapAfterCollection';
import { READING_MS } from './measureFirstView';
import { recordNetwork } from './networkLog';
import { installPageProbe, PROBE_GLOBAL, type ProbeRecord } from './pageProbe';

/** What the page without Keyport costs before any click. Sizes in bytes, times in ms. */
export interface ReactOnlyRun {
  readonly jsBytes: number;
  readonly buttonReadyMs: number;
  readonly longestTaskBeforeButtonMs: number;
  readonly heapBytes: number;
}

/**
 * One load of the page without Keyport (`pageUrl`, React and the button alone) in a fresh
 * context, measured as the first view's page is up to the click: the floor of what a React page
 * costs on this machine.
 */
export async function measureReactOnly(browser: Browser, pageUrl: string): Promise<ReactOnlyRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const requests = await recordNetwork(session);
    const opener = `[data-testid="${SITE_BUTTON_TEST_ID}"]`;
    await page.addInitScript(installPageProbe, { opener, card: 'none', rows: 'none', stableMs: 0, maxMs: 0 });
    await page.goto(pageUrl);
    await page.locator(opener).waitFor();
    await page.waitForTimeout(READING_MS);
    const heapBytes = await heapAfterCollection(session);
    const record = await page.evaluate(
      (global) => (window as unknown as Record<string, ProbeRecord>)[global] as ProbeRecord,
      PROBE_GLOBAL,
    );
    const buttonReadyMs = record.buttonReadyAt ?? Number.NaN;
    return {
      jsBytes: requests()
        .filter((request) => request.type === 'Script')
        .reduce((total, request) => total + (request.transferBytes ?? 0), 0),
      buttonReadyMs,
      longestTaskBeforeButtonMs: Math.max(
        0,
        ...record.longTasks.filter((task) => task.start < buttonReadyMs).map((task) => task.duration),
      ),
      heapBytes,
    };
  } finally {
    await context.close();
  }
}
