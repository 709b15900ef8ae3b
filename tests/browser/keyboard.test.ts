import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  expectAccessibleAndCapture,
  expectModalClosed,
  expectSelectedNetwork,
  expectView,
  expectWalletChain,
  shortAddress,
  TEST_WALLET_TILE,
  testWalletAddress,
  waitForText,
} from './support/demoSite';
import { focusedElement, focusIsInModal, pressAndExpectFocus, tabTo } from './support/keyboard';

/**
 * The main flow (connect, switch, disconnect) again with the keyboard only (no mouse event at all): the dialog takes
 * focus, keeps it, gives it back on close; Escape closes; arrow keys move through the wallet list,
 * the wallet grid, the network list and the Account tabs.
 */
describe('the modal by keyboard only, in Chromium', () => {
  const scenarios = useBrowserScenarios();

  async function expectTabSelected(page: Page, tab: string): Promise<void> {
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('aria-selected') === 'true',
      `account-tab-${tab}`,
    );
  }

  it(
    'opens with Enter, closes with Escape (focus back on the button), connects from the list by arrow keys, and switches Account tabs by arrow keys',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await tabTo(page, 'connect-button');
      await page.keyboard.press('Enter');
      await expectView(page, 'Connect');
      await page.getByTestId(TEST_WALLET_TILE).waitFor();
      expect(await focusIsInModal(page)).toBe(true);

      await page.keyboard.press('Escape');
      await expectModalClosed(page);
      expect(await focusedElement(page)).toBe('connect-button');

      await page.keyboard.press('Enter');
      await expectView(page, 'Connect');
      await page.getByTestId(TEST_WALLET_TILE).waitFor();
      // Tab stays inside the dialog: a full round of stops never leaves it.
      for (let stop = 0; stop < 12; stop += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInModal(page)).toBe(true);
      }
      await page.getByTestId('view-Connect').locator('[data-testid^="wallet-"]').nth(1).waitFor();
      await tabTo(page, /^wallet-/);
      await page.keyboard.press('Home');
      // SPEC §2 connector order on a desktop: the WalletConnect entry, then the installed wallet.
      await pressAndExpectFocus(page, 'ArrowDown', TEST_WALLET_TILE);
      await pressAndExpectFocus(page, 'ArrowDown', await walletRowTestId(page, 2));
      await pressAndExpectFocus(page, 'ArrowUp', TEST_WALLET_TILE);
      await capture(page, 'keyboard-wallet-focused');

      await page.keyboard.press('Enter');
      await expectModalClosed(page);
      const address = await testWalletAddress(page);
      await waitForText(page.getByTestId('account-button-address'), shortAddress(address));
      // The button that opened the modal has become the account button and keeps focus.
      expect(await focusedElement(page)).toBe('account-button');

      await page.keyboard.press('Enter');
      const account = await expectView(page, 'Account');
      await account.getByTestId('token-DDAI').waitFor();
      await tabTo(page, 'account-tab-Tokens');
      await pressAndExpectFocus(page, 'ArrowRight', 'account-tab-NFTs');
      await expectTabSelected(page, 'NFTs');
      await account.getByTestId('nft-grid').waitFor();
      await pressAndExpectFocus(page, 'ArrowRight', 'account-tab-Activity');
      await expectTabSelected(page, 'Activity');
      await account.getByTestId('activity-row').first().waitFor();
      await expectAccessibleAndCapture(page, 'keyboard-account-activity');
      // WAI-ARIA tabs: the arrows wrap round, Home and End go to the ends.
      await pressAndExpectFocus(page, 'ArrowRight', 'account-tab-Tokens');
      await expectTabSelected(page, 'Tokens');
      await pressAndExpectFocus(page, 'End', 'account-tab-Activity');
      await pressAndExpectFocus(page, 'Home', 'account-tab-Tokens');
      await pressAndExpectFocus(page, 'ArrowLeft', 'account-tab-Activity');
      await expectTabSelected(page, 'Activity');

      await page.keyboard.press('Escape');
      await expectModalClosed(page);
      expect(await focusedElement(page)).toBe('account-button');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'switches networks, moves through the AllWallets grid by arrow keys, and disconnects, by keyboard',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await tabTo(page, 'connect-button');
      await page.keyboard.press('Enter');
      await expectView(page, 'Connect');
      await tabTo(page, TEST_WALLET_TILE);
      await page.keyboard.press('Enter');
      await expectModalClosed(page);
      await page.getByTestId('account-button').waitFor();

      await tabTo(page, 'network-button', { backwards: true });
      await page.keyboard.press('Enter');
      await expectView(page, 'Networks');
      await tabTo(page, /^network-eip155:/);
      await pressAndExpectFocus(page, 'End', 'network-eip155:42161');
      await capture(page, 'keyboard-networks');
      await page.keyboard.press('Enter');
      await expectModalClosed(page);
      await expectSelectedNetwork(page, 'eip155:42161');
      await expectWalletChain(page, 42161);
      expect(await focusedElement(page)).toBe('network-button');

      await tabTo(page, 'account-button');
      await page.keyboard.press('Enter');
      const account = await expectView(page, 'Account');
      await account.getByTestId('token-DDAI').waitFor();
      await tabTo(page, 'disconnect-button');
      await page.keyboard.press('Enter');
      await expectModalClosed(page);
      await page.getByTestId('connect-button').waitFor();
      expect(await focusedElement(page)).toBe('connect-button');

      await page.keyboard.press('Enter');
      await expectView(page, 'Connect');
      await tabTo(page, /^wallet-/);
      await pressAndExpectFocus(page, 'End', 'all-wallets');
      await page.keyboard.press('Enter');
      const grid = await expectView(page, 'AllWallets');
      await grid.locator('[data-testid^="wallet-"]').nth(8).waitFor();
      await tabTo(page, /^wallet-/);
      const tiles = await grid
        .locator('[data-testid^="wallet-"]')
        .evaluateAll((found) => found.map((tile) => tile.getAttribute('data-testid') ?? ''));
      const tile = (index: number): string => tiles[index] ?? `(no tile ${index})`;
      expect(await focusedElement(page)).toBe(tile(0));
      // The grid has 4 columns: right and left step one tile, down and up one row.
      await pressAndExpectFocus(page, 'ArrowRight', tile(1));
      await pressAndExpectFocus(page, 'ArrowDown', tile(5));
      await pressAndExpectFocus(page, 'ArrowLeft', tile(4));
      await pressAndExpectFocus(page, 'ArrowUp', tile(0));
      await capture(page, 'keyboard-all-wallets-grid');
      await page.keyboard.press('Escape');
      await expectModalClosed(page);
      expect(await focusedElement(page)).toBe('connect-button');
    },
    SCENARIO_TIMEOUT_MS,
  );

  async function walletRowTestId(page: Page, index: number): Promise<string> {
    const id = await page
      .getByTestId('view-Connect')
      .locator('[data-testid^="wallet-"]')
      .nth(index)
      .getAttribute('data-testid');
    if (id === null) throw new Error(`The Connect view has no wallet row ${index}`);
    return id;
  }
});
