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

/** `phone` or `desktop`, for screenshot names. */
export function viewportLabel(viewport: Viewport): 'phone' | 'desktop' {
  return viewport === PHONE ? 'phone' : 'desktop';
}

/** An Android phone's Chrome, for visitors that are `mobile`. */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

/** One visitor: a browser profile of their own (storage, cookies) and one tab, or more. */
export interface Visitor {
  readonly page: Page;
  /** Another tab of the same visitor (the demo wallet beside the site, say). */
  openTab(url: string): Promise<Page>;
  /** Uncaught errors the page threw; a scenario ends by expecting none. */
  readonly pageErrors: readonly string[];
  close(): Promise<void>;
}

/** One Chromium for a whole test file; each scenario is a new visitor with nothing stored yet. */
export interface VisitorOptions {
  /** A touch phone: coarse pointer and a mobile user agent, as `isMobile` detection reads them. */
  readonly mobile?: boolean;
}

export interface VisitorBrowser {
  newVisitor(viewport?: Viewport, options?: VisitorOptions): Promise<Visitor>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with the project's flags (and a test's own, `extraFlags`). Scenarios share the browser process (starting one
 * costs about a second) but never a profile, so a connection one scenario made cannot leak into
 * the next one's localStorage.
 */
export async function launchVisitorBrowser(extraFlags: readonly string[] = []): Promise<VisitorBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
  });
  return {
    newVisitor: async (viewport = DESKTOP, options = {}) => {
      const context = await browser.newContext({
        viewport,
        ...(options.mobile ? { isMobile: true, hasTouch: true, userAgent: PHONE_USER_AGENT } : {}),
      });
      const pageErrors: string[] = [];
      const tab = async (): Promise<Page> => {
        const page = await context.newPage();
        page.on('pageerror', (error) => pageErrors.push(error.message));
        return page;
      };
      const page = await tab();
      return {
        page,
        pageErrors,
        openTab: async (url) => {
          const opened = await tab();
          await opened.goto(url);
          return opened;
        },
        close: () => context.close(),
      };
    },
    close: () => browser.close(),
  };
}
