import { type Locator, type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectConnectedAs, expectView } from './support/demoSite';
import { answerProposal, pickDemoWallet, walletAddress } from './support/demoWallet';
import { PHONE } from './support/visitors';

/** Keyport's note of the pairing the visitor left the page with (SPEC §3 storage). */
const PENDING_PAIRING_KEY = '@keyport/wc_pending_pairing';

/**
 * SPEC §4 mobile deep link: on a phone, "Open" takes this very tab to the wallet; the visitor
 * answers there and comes back (Back, or loading the site again). The pairing and its proposal
 * outlive the page: the site picks up the session the wallet approved meanwhile, and forgets a
 * pairing the wallet refused.
 */
describe('WalletConnect by deep link on a phone: the session survives leaving the page', () => {
  const scenarios = useBrowserScenarios();

  /** On a phone, picks the demo wallet and waits for its "Open" link to the wallet page. */
  async function openLink(page: Page) {
    await pickDemoWallet(page);
    const view = await expectView(page, 'ConnectingWalletConnect');
    await page.locator('[data-testid="view-ConnectingWalletConnect"][data-platform="mobile"]').waitFor();
    const open = view.getByTestId('wc-open');
    await open.locator('xpath=self::a[@href]').waitFor();
    return open;
  }

  /** Follows "Open" in this tab to the wallet, answers the proposal there; returns the wallet's address. */
  async function answerInTheWalletThisTabOpens(
    page: Page,
    answer: 'Approve' | 'Reject',
    open?: Locator,
  ): Promise<string> {
    await (open ?? (await openLink(page))).click();
    await page.waitForURL(`${scenarios.stack().devstack.walletPageUrl}/**`);
    expect(await answerProposal(page, answer)).toBe('Keyport demo');
    const status = answer === 'Approve' ? 'Paired with Keyport demo' : 'Rejected';
    await page.getByTestId('status').filter({ hasText: status }).waitFor();
    return walletAddress(page);
  }

  const pendingPairing = (page: Page) =>
    page.evaluate((key) => localStorage.getItem(key), PENDING_PAIRING_KEY);

  it(
    'Back to the site: the session the wallet approved meanwhile is connected',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const address = await answerInTheWalletThisTabOpens(page, 'Approve');
      await page.goBack();
      await expectConnectedAs(page, address);
      expect(await pendingPairing(page)).toBeNull();
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'loading the site again: the session the wallet approved meanwhile is connected, and stays after a reload',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const address = await answerInTheWalletThisTabOpens(page, 'Approve');
      await page.goto(scenarios.stack().demoUrl);
      await expectConnectedAs(page, address);
      await page.reload();
      await expectConnectedAs(page, address);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a proposal the wallet refused meanwhile is forgotten: the site stays disconnected and pairs afresh',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const open = await openLink(page);
      const refused = await open.getAttribute('href');
      await answerInTheWalletThisTabOpens(page, 'Reject', open);
      await page.goBack();
      await page.getByTestId('connect-button').waitFor();
      await page.waitForFunction((key) => localStorage.getItem(key) === null, PENDING_PAIRING_KEY);
      expect(await page.getByTestId('account-button').count()).toBe(0);

      const fresh = await (await openLink(page)).getAttribute('href');
      expect(fresh).toMatch(/\/wc\?uri=wc%3A/);
      expect(fresh).not.toBe(refused);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a page kept while the visitor is in the wallet (frozen, as the back-forward cache keeps it) and shown again (`pageshow` persisted) is connected',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const open = await openLink(page);
      const href = (await open.getAttribute('href')) ?? '';
      // The phone hands the link to the wallet app; the page itself stays, frozen, as in the cache.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await open.click();
      expect(await pendingPairing(page)).not.toBeNull();
      const lifecycle = await page.context().newCDPSession(page);
      await lifecycle.send('Page.setWebLifecycleState', { state: 'frozen' });

      const wallet = await scenarios.visitorOf(page).openTab(href);
      expect(await answerProposal(wallet, 'Approve')).toBe('Keyport demo');
      await wallet.getByTestId('status').filter({ hasText: 'Paired with Keyport demo' }).waitFor();

      await lifecycle.send('Page.setWebLifecycleState', { state: 'active' });
      await page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
      );
      await expectConnectedAs(page, await walletAddress(wallet));
      expect(await pendingPairing(page)).toBeNull();
    },
    SCENARIO_TIMEOUT_MS,
  );
});
