import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './launchBrowser';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** A desktop window, wide enough for the modal to be a centred card. */
export const DESKTOP: Viewport = { width: 1280, height: 800 };

/** A phone (the iPhone 12-15 size): the modal is a bottom sheet there. */
export const PHONE: Viewport = { width: 390, height: 844 };

/** One visitor: a browser profile of their own (storage, cookies) and one tab. */
export interface Visitor {
  readonly page: Page;
  /** Uncaught errors the page threw; a scenario ends by expecting none. */
  readonly pageErrors: readonly string[];
  close(): Promise<void>;
}

/** One Chromium for a whole test file; each scenario is a new visitor with nothing stored yet. */
export interface VisitorBrowser {
  newVisitor(viewport?: Viewport): Promise<Visitor>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with the project's flags. Scenarios share the browser process (starting one
 * costs about a second) but never a profile, so a connection one scenario made cannot leak into
 * the next one's localStorage.
 */
export async function launchVisitorBrowser(): Promise<VisitorBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_FLAGS,
  });
  return {
    newVisitor: async (viewport = DESKTOP) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return { page, pageErrors, close: () => context.close() };
    },
    close: () => browser.close(),
  };
}
