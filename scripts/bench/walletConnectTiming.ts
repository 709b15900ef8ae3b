import { type Locator, type Page } from 'playwright-core';

/**
 * Times taken in the pages themselves (`Date.now()` in each page; the demo and the wallet tab run
 * in one browser on one machine, so their clocks agree), not around the test driver's round trips.
 */

declare global {
  interface Window {
    /** When the page last received a click, in ms since epoch (set by `recordClicks`). */
    __walletConnectBenchClickAt?: number;
  }
}

/** From the page's first script on, every click's time is noted, as the page receives it. */
export async function recordClicks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('click', () => (window.__walletConnectBenchClickAt = Date.now()), true);
  });
}

/** Clicks `target` and says when the page received the click. */
export async function clickAt(page: Page, target: Locator): Promise<number> {
  await target.click();
  const at = await page.evaluate(() => window.__walletConnectBenchClickAt);
  if (at === undefined) throw new Error('The page noted no click (recordClicks was not installed)');
  return at;
}

/**
 * When an element matching `selector` is in the page: watched from now on (so start it before the
 * action that brings the element), resolved with the page's time the element appeared.
 */
export function shownAt(page: Page, selector: string, timeoutMs = 30_000): Promise<number> {
  return page.evaluate(
    ({ wanted, limit }) =>
      new Promise<number>((resolve, reject) => {
        const check = (): boolean => {
          if (document.querySelector(wanted) === null) return false;
          observer.disconnect();
          clearTimeout(timer);
          resolve(Date.now());
          return true;
        };
        const observer = new MutationObserver(check);
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${wanted} did not appear within ${limit} ms`));
        }, limit);
        if (!check()) observer.observe(document, { subtree: true, childList: true, attributes: true });
      }),
    { wanted: selector, limit: timeoutMs },
  );
}
