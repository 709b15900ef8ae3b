import { type Page } from 'playwright-core';
import { DEEP_LINK_CHOICE_KEY } from '../../domain/storage/KeyportStorage';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, expectConnectedAs, expectView } from './support/demoSite';
import {
  answerRequest,
  pairFromWalletTab,
  pairingUriShown,
  pickDemoWallet,
  walletAddress,
} from './support/demoWallet';
import {
  hostileWallet,
  marker,
  scriptLink,
  serveHostileExplorer,
  vectorsThatRan,
} from './support/hostileWallets';
import { DESKTOP, PHONE } from './support/visitors';

/** Attribute values that would run script or show a stranger's page if followed. */
async function dangerousAttributes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[href], [src], image'))
      .flatMap((element) => [element.getAttribute('href'), element.getAttribute('src')])
      .filter((value): value is string => value !== null)
      .filter((value) =>
        /^\s*(javascript|vbscript|data:text|file|blob):/i.test(value.replace(/[\t\n\r]/g, '')),
      ),
  );
}

/** Lets a navigation the click may have started happen, then reads what ran. */
async function settleAndReadVectors(page: Page): Promise<readonly string[]> {
  await page.waitForTimeout(500);
  return vectorsThatRan(page);
}

/**
 * Hostile input §1: a wallet record from the explorer with `javascript:` or `data:` links, and a
 * stored deep-link choice of that kind, never run script in the site's origin.
 */
describe('Hostile input §1: script injection through wallet links', () => {
  const scenarios = useBrowserScenarios();
  const explorerUrl = () => scenarios.stack().devstack.explorerUrl;

  /**
   * Picks the hostile wallet and does what a visitor would: waits for the pairing uri, opens every
   * platform tab the view offers and clicks every "Open" link there (forcing the click, so a
   * disabled-looking one is tried too). Returns the platforms offered.
   */
  async function pickAndOpenEverything(page: Page, walletName: RegExp): Promise<string[]> {
    await page.getByTestId('connect-button').click();
    const connect = await expectView(page, 'Connect');
    await connect.getByRole('button', { name: walletName }).click();
    const view = await expectView(page, 'ConnectingWalletConnect');
    await view.locator('[data-testid="wc-qr"][data-uri], a[data-testid="wc-open"][href]').first().waitFor();
    const tabs = await view.getByRole('tab').all();
    const platforms: string[] = [];
    for (const tab of tabs.length > 0 ? tabs : [undefined]) {
      await tab?.click();
      platforms.push((await view.getAttribute('data-platform')) ?? '');
      for (const open of await page.getByTestId('wc-open').all()) await open.click({ force: true });
    }
    return platforms;
  }

  it.each([
    ['a phone', PHONE, { mobile: true }],
    ['a desktop', DESKTOP, {}],
  ] as const)(
    'on %s, a wallet whose links run script offers only its QR code, and nothing runs',
    async (_device, viewport, options) => {
      const page = await scenarios.visit({}, viewport, options);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await serveHostileExplorer(page, explorerUrl(), [hostileWallet('hostile', 'Hostile Wallet')]);
      const platforms = await pickAndOpenEverything(page, /Hostile Wallet/);
      expect(platforms).toEqual(['qrcode']);
      expect(await dangerousAttributes(page)).toEqual([]);
      expect(await settleAndReadVectors(page)).toEqual([]);
      expect(dialogs).toEqual([]);
      expect(await page.evaluate((key) => localStorage.getItem(key), DEEP_LINK_CHOICE_KEY)).toBeNull();
      await capture(page, `hostile-wallet-${viewport === PHONE ? 'phone' : 'desktop'}`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a stored deep-link choice that runs script is removed before the wallet-connect library can open it, across a reload',
    async () => {
      const page = await scenarios.visit();
      await page.evaluate(
        ({ key, href }) => localStorage.setItem(key, JSON.stringify({ href, name: 'Hostile' })),
        { key: DEEP_LINK_CHOICE_KEY, href: scriptLink('stored-choice') },
      );
      await page.reload();
      await pickDemoWallet(page);
      const wallet = await pairFromWalletTab(
        scenarios.visitorOf(page),
        scenarios.stack().devstack.walletPageUrl,
        await pairingUriShown(page),
      );
      await expectConnectedAs(page, await walletAddress(wallet));
      // The library opens the stored link only from a focused page: the visitor is back on the site.
      await page.bringToFront();
      expect(await page.evaluate(() => document.hasFocus())).toBe(true);
      // The choice is planted again after Keyport started, as a script or a stale tab could.
      await page.evaluate(
        ({ key, href }) => localStorage.setItem(key, JSON.stringify({ href, name: 'Hostile' })),
        { key: DEEP_LINK_CHOICE_KEY, href: `javascript:${marker('stored-choice-late')}` },
      );
      await page.getByTestId('demo-sign').click();
      expect(await answerRequest(wallet, 'Approve')).toBe('personal_sign');
      await page.locator('[data-testid="demo-request-result"][data-outcome="done"]').waitFor();
      expect(await settleAndReadVectors(page)).toEqual([]);
      expect(await page.evaluate((key) => localStorage.getItem(key), DEEP_LINK_CHOICE_KEY)).toBeNull();
    },
    SCENARIO_TIMEOUT_MS * 2,
  );
});
