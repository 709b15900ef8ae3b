import { type Page } from 'playwright-core';
import { TEST_WALLET_RDNS } from '../../devstack/explorer/walletFixture';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, expectAccessibleAndCapture } from './support/demoSite';
import {
  connectInstance,
  corner,
  dialogOf,
  expectConnected,
  expectInstanceView,
  type InstanceName,
  modalRootOf,
  stateLineOf,
  walletAddressOf,
} from './support/severalInstances/instancePage';
import { SECOND_PROJECT_ID, SECOND_WALLET_RDNS } from './support/severalInstances/pageGlobals';
import { SEVERAL_INSTANCES_SITE } from './support/severalInstances/severalInstancesSite';

/** The devstack lets the page's second project through beside the demo's (read when it starts). */
const EXTRA_PROJECTS = 'KEYPORT_DEVSTACK_PROJECT_IDS';

/** The page behind the open dialogs: what is inert and whether it scrolls. */
async function pageBehind(page: Page): Promise<{ inert: string[]; overflow: string; scrollY: number }> {
  return page.evaluate(() => ({
    inert: [...document.querySelectorAll('body > [inert]')].map(
      (element) => element.getAttribute('data-keyport-modal') ?? element.id,
    ),
    overflow: document.body.style.overflow,
    scrollY: window.scrollY,
  }));
}

/** The instance's account as its own `getAccount()` gives it. */
async function accountOf(page: Page, instance: InstanceName): Promise<string | undefined> {
  return page.evaluate(
    (name) =>
      (name === 'default' ? window.severalInstances?.shop : window.severalInstances?.bank)?.getAccount()
        ?.address,
    instance,
  );
}

/**
 * Two Keyports on one page, in Chromium against the devstack: a default one (createAppKit, its
 * buttons outside any provider, its modal in a root of its own) and a named one (createKeyport
 * `bank`, in a KeyportProvider that renders its modal), with different projects, networks, themes
 * and wallets. Each instance must keep to itself: its wallet, its state, its storage, its modal,
 * its Escape, and its markup when it is destroyed.
 */
describe('several instances on one page, in Chromium', () => {
  const extraProjectsBefore = process.env[EXTRA_PROJECTS];
  const scenarios = useBrowserScenarios(async () => {
    process.env[EXTRA_PROJECTS] = SECOND_PROJECT_ID;
    return { site: SEVERAL_INSTANCES_SITE };
  });
  afterAll(() => {
    if (extraProjectsBefore === undefined) delete process.env[EXTRA_PROJECTS];
    else process.env[EXTRA_PROJECTS] = extraProjectsBefore;
  });

  it(
    'each instance connects its own wallet, keeps its own network, state and theme, and opens its own modal',
    async () => {
      const page = await scenarios.visit();
      const shopButton = corner(page, 'default').getByTestId('connect-button');
      const bankButton = corner(page, 'bank').getByTestId('connect-button');
      expect(await shopButton.getAttribute('data-kp-theme')).toBe('dark');
      expect(await bankButton.getAttribute('data-kp-theme')).toBe('light');
      expect(await shopButton.getAttribute('data-keyport-instance')).toBe('default');
      expect(await bankButton.getAttribute('data-keyport-instance')).toBe('bank');
      expect(await stateLineOf(page, 'default')).toBe('disconnected - on eip155:1');
      expect(await stateLineOf(page, 'bank')).toBe('disconnected - on eip155:42161');

      await connectInstance(page, 'default', TEST_WALLET_RDNS);
      const shopAddress = await walletAddressOf(page, 'default');
      expect(await stateLineOf(page, 'default')).toBe(`connected ${shopAddress} on eip155:1`);
      // The other instance saw nothing of it.
      expect(await bankButton.textContent()).toBe('Connect Wallet');
      expect(await modalRootOf(page, 'bank').count()).toBe(0);

      await bankButton.click();
      const bankConnect = await expectInstanceView(page, 'bank', 'Connect');
      // The bank's modal wears the bank's theme, and lists both wallets the page has.
      expect(await modalRootOf(page, 'bank').locator('.kp-root').getAttribute('data-kp-theme')).toBe('light');
      await bankConnect.getByTestId(`wallet-${SECOND_WALLET_RDNS}`).waitFor();
      await expectAccessibleAndCapture(page, 'several-instances-bank-connect');
      await bankConnect.getByTestId(`wallet-${SECOND_WALLET_RDNS}`).click();
      await dialogOf(page, 'bank').waitFor({ state: 'detached' });
      await expectConnected(page, 'bank');
      const bankAddress = await walletAddressOf(page, 'bank');
      expect(bankAddress).not.toBe(shopAddress);
      expect(await stateLineOf(page, 'bank')).toBe(`connected ${bankAddress} on eip155:42161`);
      expect(await accountOf(page, 'bank')).toBe(bankAddress);
      // The first instance still holds its own wallet.
      await expectConnected(page, 'default');
      expect(await accountOf(page, 'default')).toBe(shopAddress);
      await capture(page, 'several-instances-both-connected');

      // Each account button opens its own instance's Account view.
      await corner(page, 'bank').getByTestId('account-button').click();
      await expectInstanceView(page, 'bank', 'Account');
      expect(await dialogOf(page, 'default').count()).toBe(0);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'with both modals open, Escape closes the one opened last, then the other; the page behind is inert and still until both are closed',
    async () => {
      const page = await scenarios.visit();
      // The visitor has scrolled down a little; a script of the page opens both modals.
      await page.evaluate(() => {
        window.scrollTo(0, 240);
        void window.severalInstances?.shop.open();
      });
      await expectInstanceView(page, 'default', 'Connect');
      await page.evaluate(() => window.severalInstances?.bank.open());
      await expectInstanceView(page, 'bank', 'Connect');
      expect(await pageBehind(page)).toEqual({
        inert: ['root', 'default'],
        overflow: 'hidden',
        scrollY: 240,
      });
      await capture(page, 'several-instances-two-modals');

      await page.keyboard.press('Escape');
      await dialogOf(page, 'bank').waitFor({ state: 'detached' });
      expect(await dialogOf(page, 'default').isVisible()).toBe(true);
      expect(await pageBehind(page)).toEqual({ inert: ['root', 'bank'], overflow: 'hidden', scrollY: 240 });

      await page.keyboard.press('Escape');
      await dialogOf(page, 'default').waitFor({ state: 'detached' });
      expect(await pageBehind(page)).toEqual({ inert: [], overflow: '', scrollY: 240 });
      expect(await page.evaluate(() => document.body.getAttribute('style'))).toBeNull();
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "keeps each instance's storage apart: after a reload each restores its own wallet",
    async () => {
      const page = await scenarios.visit();
      await connectInstance(page, 'default', TEST_WALLET_RDNS);
      await connectInstance(page, 'bank', SECOND_WALLET_RDNS);
      const keys = await page.evaluate(() => Object.keys(window.localStorage).sort());
      // The default instance keeps the plain keys; the named one has its own.
      expect(keys.some((key) => key.startsWith('@keyport/bank/'))).toBe(true);
      expect(keys.some((key) => key.startsWith('@keyport/') && !key.startsWith('@keyport/bank/'))).toBe(true);

      await page.reload();
      await expectConnected(page, 'default');
      await expectConnected(page, 'bank');
      expect(await accountOf(page, 'default')).toBe(await walletAddressOf(page, 'default'));
      expect(await accountOf(page, 'bank')).toBe(await walletAddressOf(page, 'bank'));
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'destroying one instance removes all of its modal from the page and leaves the other working',
    async () => {
      const page = await scenarios.visit();
      await connectInstance(page, 'bank', SECOND_WALLET_RDNS);
      await corner(page, 'bank').getByTestId('account-button').click();
      await expectInstanceView(page, 'bank', 'Account');
      await page.evaluate(() => window.severalInstances?.bank.destroy());
      await modalRootOf(page, 'bank').waitFor({ state: 'detached' });
      expect(
        await page.locator('[data-keyport-modal="bank"], .kp-root[data-keyport-instance="bank"]').count(),
      ).toBe(0);
      expect(await pageBehind(page)).toEqual({ inert: [], overflow: '', scrollY: 0 });

      await connectInstance(page, 'default', TEST_WALLET_RDNS);
      await corner(page, 'default').getByTestId('account-button').click();
      await expectInstanceView(page, 'default', 'Account');
      await page.keyboard.press('Escape');
      await dialogOf(page, 'default').waitFor({ state: 'detached' });
      expect(await accountOf(page, 'default')).toBe(await walletAddressOf(page, 'default'));
      await capture(page, 'several-instances-one-destroyed');
    },
    SCENARIO_TIMEOUT_MS,
  );
});
