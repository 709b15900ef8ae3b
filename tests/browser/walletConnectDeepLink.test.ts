import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectConnectedAs, expectView } from './support/demoSite';
import { answerProposal, pickDemoWallet, walletAddress } from './support/demoWallet';
import { PHONE } from './support/visitors';

/** How the demo page came back: from the back-forward cache (`pageshow` persisted) or loaded anew. */
async function howThePageCameBack(page: Page): Promise<'bfcache' | 'loaded'> {
  return page.evaluate(() => (window.__keyportTestRestored === true ? 'bfcache' : 'loaded'));
}

declare global {
  interface Window {
    __keyportTestRestored?: boolean;
  }
}

/**
 * SPEC §4 mobile deep link: on a phone, "Open" takes this very tab to the wallet; the visitor
 * approves there and comes back (Back, or loading the site again). The pairing and its proposal
 * outlive the page, and the site picks up the session the wallet approved meanwhile.
 */
describe('WalletConnect by deep link on a phone: the session survives leaving the page', () => {
  const scenarios = useBrowserScenarios();

  /** On a phone, picks the demo wallet and follows its "Open" link in this tab; returns the wallet's address. */
  async function approveInTheWalletThisTabOpens(page: Page): Promise<string> {
    await page.addInitScript(() => {
      window.addEventListener('pageshow', (event) => {
        if (event.persisted) window.__keyportTestRestored = true;
      });
    });
    await pickDemoWallet(page);
    const view = await expectView(page, 'ConnectingWalletConnect');
    await page.locator('[data-testid="view-ConnectingWalletConnect"][data-platform="mobile"]').waitFor();
    const open = view.getByTestId('wc-open');
    await open.locator('xpath=self::a[@href]').waitFor();
    await open.click();
    await page.waitForURL(`${scenarios.stack().devstack.walletPageUrl}/**`);
    expect(await answerProposal(page, 'Approve')).toBe('Keyport demo');
    await page.getByTestId('status').filter({ hasText: 'Paired with Keyport demo' }).waitFor();
    return walletAddress(page);
  }

  it(
    'Back to the site: the session the wallet approved is connected',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const address = await approveInTheWalletThisTabOpens(page);
      await page.goBack();
      process.stdout.write(`Back restored the site: ${await howThePageCameBack(page)}\n`);
      await expectConnectedAs(page, address);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'loading the site again: the session the wallet approved is connected',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const address = await approveInTheWalletThisTabOpens(page);
      await page.goto(scenarios.stack().demoUrl);
      expect(await howThePageCameBack(page)).toBe('loaded');
      await expectConnectedAs(page, address);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
