import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium unless KEYPORT_CHROMIUM says otherwise; a browser is never downloaded. */
export const CHROMIUM_PATH = process.env.KEYPORT_CHROMIUM ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LaunchedBrowser {
  readonly context: BrowserContext;
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

/** Chromium with the project's flags and a fresh profile, removed again on close. */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'keyport-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 800 },
  });
  return {
    context,
    newPage: async (viewport) => {
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      return page;
    },
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Where screenshots go (gitignored); each test names its own. */
export const SCREENSHOT_DIR = path.resolve(__dirname, '../../../.artifacts/screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  return file;
}

interface AxeViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly string[] }[];
}

/** axe-core on the page; returns the serious and critical violations (an empty list is a pass). */
export async function seriousAccessibilityViolations(page: Page, selector = 'body'): Promise<AxeViolation[]> {
  // Once per document: a second copy would only replace the first.
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const violations = await page.evaluate(async (root) => {
    const axe = (
      window as unknown as { axe: { run(context: string): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(root);
    return result.violations;
  }, selector);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
