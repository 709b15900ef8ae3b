import path from 'node:path';
import { type Page } from 'playwright-core';
import { type IframeFrameMessenger } from '../../infrastructure/embedded/IframeFrameMessenger';
import { type SocialWindow } from '../../application/embedded/EmbeddedLogin';
import { type LaunchedBrowser, launchBrowser, SCREENSHOT_DIR } from './support/launchBrowser';
import { type EmbeddedFramePages, startEmbeddedFramePages } from './support/embeddedFrame/embeddedFramePages';
import { type EmbeddedFrameTestPage } from './support/embeddedFrame/pageEntry';

/** What the test keeps in the page between its steps. */
interface PageState {
  embeddedFrameTest: EmbeddedFrameTestPage;
  messenger: IframeFrameMessenger;
  seen: unknown[];
  results: unknown[];
  social: SocialWindow | undefined;
  received?: unknown[];
}

type TestWindow = Window & PageState;

const TIMEOUT_MS = 60_000;
const SHOTS = path.join(SCREENSHOT_DIR, 'embedded-core');

/**
 * The embedded wallet's frame adapter in a real browser, the page on 127.0.0.1 and the wallet
 * service on `localhost` (two origins, as a site and the service are). One browser and one pair
 * of servers serve every case.
 */
describe('The embedded wallet frame in a page (REFERENCE §4; where Keyport is stricter than the common product)', () => {
  let browser: LaunchedBrowser;
  let pages: EmbeddedFramePages;

  beforeAll(async () => {
    [browser, pages] = await Promise.all([launchBrowser(), startEmbeddedFramePages()]);
  }, TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await pages?.close();
  });

  /** The test page with the frame loaded and READY seen. */
  async function pageWithFrame(): Promise<Page> {
    const page = await browser.newPage();
    await page.goto(pages.pageUrl);
    await page.evaluate(async (frameUrl) => {
      const w = window as unknown as TestWindow;
      w.seen = [];
      w.results = [];
      w.messenger = new w.embeddedFrameTest.IframeFrameMessenger(window);
      w.messenger.messages$.subscribe((message) => w.seen.push(message));
      await w.messenger.load(frameUrl);
    }, pages.frameUrl);
    await page.waitForFunction(() => (window as unknown as TestWindow).seen.length > 0);
    return page;
  }

  const seen = (page: Page) => page.evaluate(() => (window as unknown as TestWindow).seen);

  /** A second frame of the service's origin, which posts what the frame and the social window would. */
  function addImpostor(page: Page): Promise<unknown> {
    return page.evaluate((frameOrigin) => {
      const impostor = document.createElement('iframe');
      impostor.src = `${frameOrigin}/impostor`;
      document.body.appendChild(impostor);
      return new Promise((resolve) => impostor.addEventListener('load', resolve, { once: true }));
    }, pages.frameOrigin);
  }

  it(
    'Hostile input: the page writes to the frame\'s exact origin only, never "*"',
    async () => {
      const page = await pageWithFrame();
      expect(await seen(page)).toEqual([{ type: '@w3m-frame/READY', payload: { version: '4' } }]);
      await page.evaluate(() =>
        (window as unknown as TestWindow).messenger.post({ id: 'a1', type: '@w3m-app/GET_CHAIN_ID' }),
      );
      await page.waitForFunction(() => (window as unknown as TestWindow).seen.length === 2);
      expect((await seen(page))[1]).toEqual({
        id: 'a1',
        type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
        payload: { chainId: 1 },
      });

      // The frame goes to another origin (this page's): what the page sends now must not reach it.
      const pageOrigin = new URL(pages.pageUrl).origin;
      await page.evaluate(
        (to) =>
          (window as unknown as TestWindow).messenger.post({ id: 'm', type: 'test/move', payload: { to } }),
        `${pageOrigin}/moved`,
      );
      await page.waitForFunction(() => Array.isArray((window as unknown as TestWindow).received));
      await page.evaluate(() =>
        (window as unknown as TestWindow).messenger.post({ id: 'a2', type: '@w3m-app/GET_CHAIN_ID' }),
      );
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as TestWindow).received)).toEqual([]);
      // The same message addressed to any origin would have arrived: the address is what kept it out.
      await page.evaluate(() =>
        document
          .querySelector<HTMLIFrameElement>('[data-keyport-embedded-wallet] iframe')
          ?.contentWindow?.postMessage({ probe: true }, '*'),
      );
      await page.waitForFunction(() => ((window as unknown as TestWindow).received ?? []).length === 1);
      // The moved frame's own message came from the right window but the wrong origin: not passed on.
      expect(await seen(page)).toHaveLength(2);
      await page.close();
    },
    TIMEOUT_MS,
  );

  it(
    "Hostile input: a message from another origin, or from another window of the service's origin, is ignored",
    async () => {
      const page = await pageWithFrame();
      await page.evaluate(() =>
        window.postMessage({ type: '@w3m-frame/READY', payload: { version: 'this page' } }, '*'),
      );
      await addImpostor(page);
      await page.waitForTimeout(300);
      expect(await seen(page)).toEqual([{ type: '@w3m-frame/READY', payload: { version: '4' } }]);
      await page.close();
    },
    TIMEOUT_MS,
  );

  it(
    "REFERENCE §4 social login: the window opened at the click goes to the provider; its {resultUri} is taken only from that window and the service's origin",
    async () => {
      const page = await pageWithFrame();
      await page.evaluate(() => {
        const w = window as unknown as TestWindow;
        document.getElementById('social')?.addEventListener('click', () => {
          w.social = w.embeddedFrameTest.openSocialWindow();
          w.social?.navigate(`${new URL(document.querySelector('iframe')?.src ?? '').origin}/social-result`);
          if (w.social) w.messenger.resultsFrom(w.social).subscribe((result) => w.results.push(result));
        });
      });
      const popup = browser.context.waitForEvent('page');
      await page.click('#social');
      await (await popup).waitForLoadState();
      await page.waitForFunction(() => (window as unknown as TestWindow).results.length > 0);

      // Neither this page nor another window of the service's origin can answer for that window.
      await page.evaluate(() => window.postMessage({ resultUri: 'https://this-page.example/forged' }, '*'));
      await addImpostor(page);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as TestWindow).results)).toEqual([
        { resultUri: `${pages.frameOrigin}/back?code=real` },
      ]);
      // Hostile input §1: the window is only sent where the web-link rule allows.
      expect(
        await page.evaluate(() => {
          try {
            (window as unknown as TestWindow).social?.navigate('javascript:alert(1)');
            return 'navigated';
          } catch (error) {
            return (error as { code?: string }).code;
          }
        }),
      ).toBe('UNSAFE_LINK');
      expect(await page.evaluate(() => (window as unknown as TestWindow).social?.isClosed())).toBe(false);
      await page.evaluate(() => (window as unknown as TestWindow).social?.close());
      await page.waitForFunction(() => (window as unknown as TestWindow).social?.isClosed() === true);
      await page.close();
    },
    TIMEOUT_MS,
  );

  it(
    'SPEC §4 approval: the frame stands over the card, above an open modal that made the page inert, clickable and focusable; hidden otherwise; unload removes it',
    async () => {
      const page = await pageWithFrame();
      // What an open modal leaves: the page's body children inert, a backdrop and a card above them.
      await page.evaluate(() => {
        const backdrop = document.createElement('div');
        backdrop.id = 'backdrop';
        backdrop.style.cssText = 'position:fixed;inset:0;z-index:1000;background:rgba(0,0,0,.5)';
        const card = document.createElement('div');
        card.style.cssText =
          'position:fixed;top:100px;left:460px;width:360px;height:600px;background:#fff;border-radius:24px;z-index:1001';
        document.body.append(backdrop, card);
        for (const child of Array.from(document.body.children)) child.setAttribute('inert', '');
      });
      const hidden = await page.evaluate(() => {
        const holder = document.querySelector('[data-keyport-embedded-wallet]') as HTMLElement;
        const iframe = holder.querySelector('iframe') as HTMLIFrameElement;
        return {
          inBody: document.body.contains(holder),
          display: getComputedStyle(iframe).display,
          ariaHidden: holder.getAttribute('aria-hidden'),
          tabIndex: iframe.tabIndex,
        };
      });
      expect(hidden).toEqual({ inBody: false, display: 'none', ariaHidden: 'true', tabIndex: -1 });

      await page.evaluate(() =>
        (window as unknown as TestWindow).messenger.place({ top: 100, left: 460, width: 360, height: 600 }),
      );
      const shown = await page.evaluate(() => {
        const holder = document.querySelector('[data-keyport-embedded-wallet]') as HTMLElement;
        const iframe = holder.querySelector('iframe') as HTMLIFrameElement;
        const rect = iframe.getBoundingClientRect();
        iframe.focus();
        return {
          rect: { top: rect.top, left: rect.left, width: rect.width, height: rect.height },
          atCentre: document.elementFromPoint(640, 400) === iframe,
          focused: document.activeElement === iframe,
          inert: holder.closest('[inert]') !== null,
          role: holder.getAttribute('role'),
          modal: holder.getAttribute('aria-modal'),
          ariaHidden: holder.getAttribute('aria-hidden'),
          title: iframe.title,
        };
      });
      expect(shown).toEqual({
        rect: { top: 100, left: 460, width: 360, height: 600 },
        atCentre: true,
        focused: true,
        inert: false,
        role: 'dialog',
        modal: 'true',
        ariaHidden: null,
        title: 'Embedded wallet',
      });
      await page.screenshot({ path: path.join(SHOTS, 'frame-over-card.png') });

      await page.evaluate(() => (window as unknown as TestWindow).messenger.place(undefined));
      expect(
        await page.evaluate(() => {
          const iframe = document.querySelector('[data-keyport-embedded-wallet] iframe') as HTMLIFrameElement;
          return {
            display: getComputedStyle(iframe).display,
            atCentre: (document.elementFromPoint(640, 400) as HTMLElement | null)?.id,
          };
        }),
      ).toEqual({ display: 'none', atCentre: '' });

      await page.evaluate(() => {
        const w = window as unknown as TestWindow;
        w.messenger.unload();
        w.postMessage({ type: '@w3m-frame/READY' }, '*');
      });
      await page.waitForTimeout(200);
      expect(await page.evaluate(() => document.querySelector('[data-keyport-embedded-wallet]'))).toBeNull();
      expect(await seen(page)).toHaveLength(1);
      await page.close();
    },
    TIMEOUT_MS,
  );
});
