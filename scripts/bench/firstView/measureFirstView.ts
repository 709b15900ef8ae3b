import { type Browser } from 'playwright-core';
import { OPENER_PARAMETER, PRELOAD_PARAMETER, SITE_BUTTON_TEST_ID } from '../page/BenchPageConfig';
import { heapAfterCollection } from './heapAfterCollection';
import { announceInstalledWallet } from './installedWallet';
import { interact } from './interact';
import { recordNetwork } from './networkLog';
import { installPageProbe, PROBE_GLOBAL, type ProbeRecord, type ProbeSettings } from './pageProbe';
import { type FirstViewScenario } from './scenarios';
import { type FirstViewRun, summarizeRun } from './summarizeRun';

/** The visitor reads the page this long before reaching for the button (idle-time work happens meanwhile). */
export const READING_MS = 1_500;
/** How long nothing may move before the view counts as settled, and the longest the bench waits. */
const STABLE_MS = 1_000;
const MAX_MS = 8_000;

const OPENERS: Readonly<Record<FirstViewScenario['opener'], string>> = {
  'site-button': `[data-testid="${SITE_BUTTON_TEST_ID}"]`,
  'keyport-button': '[data-testid="connect-button"]',
};

/**
 * One measured open in a fresh browser context (a new profile: empty cache and storage): loads the
 * page, lets the visitor read it, clicks the opener as the scenario says, waits until the view
 * has settled, then reads the heap, the page's record and the network's.
 */
export async function measureFirstView(
  browser: Browser,
  pageUrl: string,
  scenario: FirstViewScenario,
): Promise<FirstViewRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    const requests = await recordNetwork(session);
    const settings: ProbeSettings = {
      opener: OPENERS[scenario.opener],
      card: '[data-testid="modal"]',
      // The wallet rows and "All wallets" (the places held for rows to come are `row-to-come`).
      rows: '[data-testid="view-Connect"] [data-testid^="wallet-"], [data-testid="view-Connect"] [data-testid="all-wallets"]',
      stableMs: STABLE_MS,
      maxMs: MAX_MS,
    };
    await page.addInitScript(installPageProbe, settings);
    await page.addInitScript(announceInstalledWallet);
    const url = new URL(pageUrl);
    url.searchParams.set(OPENER_PARAMETER, scenario.opener);
    url.searchParams.set(PRELOAD_PARAMETER, scenario.preload);
    await page.goto(url.toString());
    const opener = page.locator(settings.opener);
    await opener.waitFor();
    await page.waitForTimeout(READING_MS);
    await interact(page, opener, scenario.interaction);
    await page.waitForFunction(
      (global) => (window as unknown as Record<string, ProbeRecord | undefined>)[global]?.done === true,
      PROBE_GLOBAL,
      { timeout: MAX_MS + 5_000 },
    );
    const heapBytes = await heapAfterCollection(session);
    const record = await page.evaluate(
      (global) => (window as unknown as Record<string, ProbeRecord>)[global] as ProbeRecord,
      PROBE_GLOBAL,
    );
    return summarizeRun(record, requests(), heapBytes, url.origin);
  } finally {
    await context.close();
  }
}
