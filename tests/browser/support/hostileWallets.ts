import { type Page } from 'playwright-core';

/**
 * Script that marks the page if it ever runs in the site's origin. The trailing `//` turns what a
 * library appends to a deep link (`/wc?requestId=…`) into a comment, so the script would run whole.
 */
export function marker(vector: string): string {
  return `window.__keyportHostile=(window.__keyportHostile||[]).concat(${JSON.stringify(vector)});//`;
}

/** What the hostile scripts left on the page: the vectors that ran (none, when Keyport holds). */
export function vectorsThatRan(page: Page): Promise<readonly string[]> {
  return page.evaluate(() => (window as unknown as { __keyportHostile?: string[] }).__keyportHostile ?? []);
}

/**
 * A `javascript:` link that survives deep-link formatting: `javascript://wallet/` reads as a
 * scheme with `://` and a valid host (so it is kept, not taken for a bare scheme), and the line
 * break ends the `//wallet/` comment before the script.
 */
export function scriptLink(vector: string): string {
  return `javascript://wallet/%0A${marker(vector)}`;
}

/** An explorer record whose every link runs script, in the forms the attack report used. */
export function hostileWallet(id: string, name: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    name,
    chains: ['eip155:1', 'eip155:42161'],
    supports_wc: true,
    image_url: scriptLink(`${id}.image_url`),
    mobile_link: scriptLink(`${id}.mobile_link`),
    desktop_link: scriptLink(`${id}.desktop_link`),
    webapp_link: `data:text/html,<script>opener&&opener.${marker(`${id}.webapp_link`)}</script>`,
    link_mode: ` JaVa\tScRiPt://wallet/%0A${marker(`${id}.link_mode`)}`,
    homepage: scriptLink(`${id}.homepage`),
    app_store: `data:text/html;base64,${btoa('<script>alert(1)</script>')}`,
    play_store: `vbscript:msgbox(1)`,
    chrome_store: scriptLink(`${id}.chrome_store`),
    ...extra,
  };
}

/**
 * Answers the wallet explorer's `getWallets` as a hostile explorer would: the devstack's real
 * answer with these records first on every page.
 */
export async function serveHostileExplorer(
  page: Page,
  explorerUrl: string,
  records: readonly Record<string, unknown>[],
): Promise<void> {
  await page.route(`${explorerUrl}/getWallets**`, async (route) => {
    const real = await route.fetch();
    const answer = (await real.json()) as { data: unknown[]; count: number };
    await route.fulfill({
      response: real,
      json: { data: [...records, ...answer.data], count: answer.count + records.length },
    });
  });
}
