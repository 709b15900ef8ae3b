import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectConnectedAs, expectView, openDemo } from './support/demoSite';
import { installScriptedWallet, SCRIPTED_WALLET } from './support/scriptedWallet';

/** Two devnet accounts the scripted wallet switches between. */
const FIRST = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SECOND = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/** How long after a storm late requests are still counted. */
const QUIET_MS = 3_000;

/** The requests of the page that read an account: identity, token balances, native balance. */
function countAccountReads(page: Page, blockchainApiUrl: string) {
  const counts = { identity: 0, balances: 0, nativeBalance: 0 };
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith(`${blockchainApiUrl}/v1/identity/`)) counts.identity += 1;
    else if (url.startsWith(`${blockchainApiUrl}/v1/account/`) && url.includes('/balance'))
      counts.balances += 1;
    else if (request.method() === 'POST' && (request.postData() ?? '').includes('eth_getBalance'))
      counts.nativeBalance += 1;
  });
  return counts;
}

/**
 * Hostile input §3: a wallet that fires a storm of events makes at most one request per account
 * and network while one is in flight, and the SPEC §9 caches hold under the burst. The wallet is an
 * EIP-6963 extension scripted into the page, so the real EVM adapter hears every event.
 */
describe('Hostile input §3: storms of wallet events', () => {
  const scenarios = useBrowserScenarios();

  async function connectScriptedWallet(page: Page): Promise<void> {
    await installScriptedWallet(page, [FIRST]);
    await openDemo(page, scenarios.stack().demoUrl);
    await page.getByTestId('connect-button').click();
    const connect = await expectView(page, 'Connect');
    await connect.getByRole('button', { name: new RegExp(SCRIPTED_WALLET.name) }).click();
    await expectConnectedAs(page, FIRST);
  }

  it(
    '1000 accountsChanged between two accounts, then 1000 chainChanged between two networks',
    async () => {
      const page = await scenarios.visit();
      await connectScriptedWallet(page);
      await page.waitForTimeout(QUIET_MS);
      const counts = countAccountReads(page, scenarios.stack().devstack.blockchainApiUrl);

      await page.evaluate(
        ({ first, second }) =>
          window.scriptedWallet?.emit(
            'accountsChanged',
            Array.from({ length: 1000 }, (_, index) => [index % 2 === 0 ? second : first]),
          ),
        { first: FIRST, second: SECOND },
      );
      await page.waitForTimeout(QUIET_MS);
      const afterAccounts = { ...counts };
      process.stdout.write(`1000 accountsChanged: ${JSON.stringify(afterAccounts)}\n`);
      // One account was read at connect (cached); the other is read once.
      expect(afterAccounts.identity).toBeLessThanOrEqual(1);
      expect(afterAccounts.nativeBalance).toBeLessThanOrEqual(2);
      await expectConnectedAs(page, FIRST);

      await page.evaluate(() =>
        window.scriptedWallet?.emit(
          'chainChanged',
          Array.from({ length: 1000 }, (_, index) => (index % 2 === 0 ? '0xa4b1' : '0x1')),
        ),
      );
      await page.waitForTimeout(QUIET_MS);
      const chainReads = {
        identity: counts.identity - afterAccounts.identity,
        balances: counts.balances - afterAccounts.balances,
        nativeBalance: counts.nativeBalance - afterAccounts.nativeBalance,
      };
      process.stdout.write(`1000 chainChanged: ${JSON.stringify(chainReads)}\n`);
      expect(chainReads.identity).toBe(0);
      expect(chainReads.nativeBalance).toBeLessThanOrEqual(2);
      await expectConnectedAs(page, FIRST);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'garbage chain ids and accounts change nothing and break nothing; an unconfigured chain is UnsupportedChain',
    async () => {
      const page = await scenarios.visit();
      await connectScriptedWallet(page);
      await page.evaluate(() => {
        const garbage = ['0x', '-1', '1e400', '0xzz', null, {}, [], -5, 1.5, 2 ** 60, 'x'.repeat(100_000)];
        window.scriptedWallet?.emit('chainChanged', garbage);
        window.scriptedWallet?.emit('accountsChanged', [
          'not an array',
          ['not an address'],
          [42],
          null,
          [{ toString: () => '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }],
        ]);
      });
      await page.waitForTimeout(1_000);
      expect(await page.getByTestId('modal').count()).toBe(0);
      await expectConnectedAs(page, FIRST);
      await page.getByTestId('account-button').click();
      await expectView(page, 'Account');

      // A real chain the site did not configure is UnsupportedChain, never silently selected.
      await page.evaluate(() => window.scriptedWallet?.emit('chainChanged', ['0x2a']));
      await expectView(page, 'UnsupportedChain');
    },
    SCENARIO_TIMEOUT_MS,
  );
});
