import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { clickToNewTab, connectTestWallet, expectAccessibleAndCapture, expectView } from './support/demoSite';
import { devChain } from './support/devstackTruth';
import { reviewSend, sentHash, waitForSendConfirmed } from './support/walletFeatureFlows';

/**
 * The demo's dev networks name the devstack's block explorer, so the product's explorer links
 * (SPEC §5 send confirmation "View on block explorer", the Account view's "Block explorer") open
 * real pages about what the visitor just did.
 */
describe('the devstack block explorer behind the demo’s explorer links (explorer links lead somewhere real)', () => {
  const scenarios = useBrowserScenarios();
  const ethereum = () => devChain(scenarios.stack().devstack, 1);

  /** The value of the explorer page's details row headed `label`. */
  function detail(tab: Page, label: string): Promise<string | null> {
    return tab.locator(`tr:has(> th:text-is("${label}")) > td`).textContent();
  }

  /** The explorer follows the system's colour scheme: checked and captured in both. */
  async function expectAccessibleInBothSchemes(tab: Page, name: string): Promise<void> {
    for (const colorScheme of ['light', 'dark'] as const) {
      await tab.emulateMedia({ colorScheme });
      await expectAccessibleAndCapture(tab, `${name}-${colorScheme}`);
    }
  }

  it(
    'SPEC §5 send: "View on block explorer" opens the confirmed send (its hash, Success, 0.1 ETH), and the Account view\'s "Block explorer" opens the address page listing it',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const receiver = ethereum().accounts[5]?.address ?? '';
      const apiUrl = scenarios.stack().devstack.blockchainApiUrl;

      const preview = await reviewSend(page, { token: 'ETH', amount: '0.1', receiver });
      await preview.getByTestId('send-confirm').click();
      const hash = await sentHash(page);
      await waitForSendConfirmed(page);

      const transaction = await clickToNewTab(
        page,
        page.getByRole('link', { name: /^View on block explorer/ }),
      );
      expect(transaction.url()).toBe(`${apiUrl}/explorer/1/tx/${hash}`);
      await transaction.getByRole('heading', { level: 1, name: 'Transaction' }).waitFor();
      expect(await detail(transaction, 'Transaction hash')).toBe(hash);
      expect(await detail(transaction, 'Status')).toBe('Success');
      expect(await detail(transaction, 'Value')).toBe('0.1 ETH');
      expect(await detail(transaction, 'From')).toBe(address);
      expect(await detail(transaction, 'To')).toBe(receiver);
      await expectAccessibleInBothSchemes(transaction, 'explorer-transaction');

      await page.getByRole('button', { name: 'Done' }).click();
      const account = await expectView(page, 'Account');
      const addressTab = await clickToNewTab(page, account.getByRole('link', { name: /^Block explorer/ }));
      expect(addressTab.url()).toBe(`${apiUrl}/explorer/1/address/${address}`);
      expect(await detail(addressTab, 'Address')).toBe(address);
      const newest = addressTab.getByRole('region', { name: 'Transactions' }).getByRole('row').nth(1);
      expect(await newest.getByRole('cell').allTextContents()).toEqual([
        hash,
        expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/),
        'Send',
        address,
        receiver,
        '-0.1 ETH',
        'Success',
      ]);
      await expectAccessibleInBothSchemes(addressTab, 'explorer-address');

      // The listed transaction leads back to the page the send's link opened.
      await newest.getByRole('link', { name: hash }).click();
      await addressTab.waitForURL(`${apiUrl}/explorer/1/tx/${hash}`);
      expect(await detail(addressTab, 'Transaction hash')).toBe(hash);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
