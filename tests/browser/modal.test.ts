import { type Page } from 'playwright-core';
import { TEST_WALLET_RDNS } from '../../devstack/explorer/walletFixture';
import { connectedConnectorIdEntry } from '../../domain/storage/KeyportStorage';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  connectTestWallet,
  expectAccessibleAndCapture,
  expectModalClosed,
  expectSelectedNetwork,
  expectView,
  expectWalletChain,
  modal,
  setTestWalletMode,
  setThemeMode,
  settle,
  shortAddress,
  switchTestWalletChain,
  TEST_WALLET_TILE,
  testWalletAddress,
  waitForText,
} from './support/demoSite';
import {
  flooredThousandths,
  historyCounts,
  nativeBalanceWei,
  shownThousandths,
} from './support/devstackTruth';
import { PHONE } from './support/visitors';

/**
 * The main flows, in Chromium against the stack `npm start` runs (demo site, devstack):
 * a visitor opens the modal, connects the injected test wallet, reads their account, switches
 * networks, meets UnsupportedChain, declines once and retries, reloads and disconnects. Every view
 * reached is checked with axe-core and saved as a screenshot in .artifacts/screenshots.
 */
describe('the modal on the demo site, in Chromium', () => {
  const scenarios = useBrowserScenarios();

  /** SPEC §3: the connector Keyport keeps for the EVM namespace, to reconnect on the next load. */
  async function storedConnectorId(page: Page): Promise<unknown> {
    const stored = await page.evaluate(
      (key) => window.localStorage.getItem(key),
      connectedConnectorIdEntry('eip155').key,
    );
    // Keyport stores each value as JSON.
    return stored === null ? null : (JSON.parse(stored) as unknown);
  }

  /** The explorer tiles of the AllWallets grid, by test id, in order. */
  async function allWalletsTiles(page: Page): Promise<string[]> {
    return page
      .getByTestId('view-AllWallets')
      .locator('[data-testid^="wallet-"]')
      .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-testid') ?? ''));
  }

  /**
   * Presses the Activity tab's "Load more" until the history has no next page (SPEC §4 cursor);
   * returns how many rows are shown then.
   */
  async function loadAllActivity(page: Page): Promise<number> {
    const loadMore = page.getByTestId('activity-load-more');
    const rows = page.getByTestId('activity-row');
    for (let pages = 1; (await loadMore.count()) > 0; pages += 1) {
      if (pages > 10) throw new Error('The history never ended: more than 10 pages');
      const before = await rows.count();
      await loadMore.click();
      await page.waitForFunction(
        (count) =>
          document.querySelectorAll('[data-testid="activity-row"]').length > count ||
          document.querySelector('[data-testid="activity-load-more"]') === null,
        before,
      );
    }
    return rows.count();
  }

  it(
    'SPEC §2: Connect lists the wallets (360 px card, light and dark); AllWallets pages and searches the explorer',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await page.getByTestId('connect-button').click();
      const connect = await expectView(page, 'Connect');
      await connect.getByTestId(TEST_WALLET_TILE).waitFor();
      // REFERENCE §7: the WalletConnect entry (desktop), then the installed wallet and the explorer's
      // recommended ones filling the 4 slots the email field and the social buttons leave (one each).
      await page.waitForFunction(
        () => document.querySelectorAll('[data-testid="view-Connect"] [data-testid^="wallet-"]').length === 3,
      );
      await connect.getByTestId('wallet-walletConnect').waitFor();
      // SPEC §9: a 360 px wide card on a wide screen (measured once it has risen into place).
      await settle(page);
      expect((await modal(page).boundingBox())?.width).toBe(360);
      await expectAccessibleAndCapture(page, 'connect-dark');
      await setThemeMode(page, 'light');
      await expectAccessibleAndCapture(page, 'connect-light');
      await setThemeMode(page, 'dark');

      // REFERENCE §7: the "All wallets" row shows the explorer's count of wallets.
      const walletCount = Number(await page.getByTestId('all-wallets').locator('.kp-badge').textContent());
      expect(walletCount).toBeGreaterThan(40);
      await page.getByTestId('all-wallets').click();
      await expectView(page, 'AllWallets');
      await page.waitForFunction(
        () =>
          document.querySelectorAll('[data-testid="view-AllWallets"] [data-testid^="wallet-"]').length > 0,
      );
      const firstPage = await allWalletsTiles(page);
      // REFERENCE §7: the AllWallets list asks the explorer for 40 wallets a page.
      expect(firstPage).toHaveLength(40);
      await expectAccessibleAndCapture(page, 'all-wallets');

      // The next page loads when the end of the grid comes into sight (the "Load more" button
      // sits there too; scrolling to it starts the load before a click could land), and appends.
      const loadMore = page.getByTestId('all-wallets-load-more');
      while ((await loadMore.count()) > 0) {
        const before = (await allWalletsTiles(page)).length;
        // The button may go away while it is scrolled to (the last page arrived): that is fine.
        await loadMore.scrollIntoViewIfNeeded({ timeout: 2_000 }).catch(() => undefined);
        await page.waitForFunction(
          (count) =>
            document.querySelectorAll('[data-testid="view-AllWallets"] [data-testid^="wallet-"]').length >
            count,
          before,
        );
      }
      const allPages = await allWalletsTiles(page);
      expect(allPages).toHaveLength(walletCount);
      expect(allPages.slice(0, firstPage.length)).toEqual(firstPage);
      expect(new Set(allPages).size).toBe(allPages.length);

      await page.getByTestId('all-wallets-search').fill('vault');
      await page.waitForFunction(() => {
        const names = Array.from(
          document.querySelectorAll('[data-testid="view-AllWallets"] [data-testid^="wallet-"]'),
          (tile) => tile.textContent ?? '',
        );
        return names.length > 0 && names.every((name) => name.toLowerCase().includes('vault'));
      });
      const found = await allWalletsTiles(page);
      expect(found.length).toBeLessThan(allPages.length);
      await capture(page, 'all-wallets-search');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'connects the test wallet and shows its account: the devnet balance, SPEC §5 tokens, NFTs and activity with pagination',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      await capture(page, 'connected');
      const devstack = scenarios.stack().devstack;
      const ethereum = devstack.chains.find((chain) => chain.chainId === 1);
      if (!ethereum) throw new Error('The devstack runs no chain 1');

      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await waitForText(account.getByTestId('account-address'), shortAddress(address));
      // SPEC §9: the balance is the chain's, floored to 3 decimals (1000 ETH less the seeding's gas).
      const balance = account.getByTestId('account-balance');
      await balance.waitFor();
      const [amount, symbol] = ((await balance.textContent()) ?? '').split(' ');
      expect(symbol).toBe('ETH');
      expect(shownThousandths(amount ?? '')).toBe(
        flooredThousandths(await nativeBalanceWei(ethereum, address)),
      );
      // REFERENCE §5: the account button shows the balance too (balance="show" by default).
      await page
        .getByTestId('account-button-balance')
        .filter({ hasText: `${amount ?? ''} ETH` })
        .waitFor();

      // SPEC §5: tokens with zero decimals are filtered out (DPTS has 0).
      await account.getByTestId('token-DDAI').waitFor();
      await account.getByTestId('token-DUSDC').waitFor();
      expect(await account.getByTestId('token-DPTS').count()).toBe(0);
      await expectAccessibleAndCapture(page, 'account-tokens-dark');
      await setThemeMode(page, 'light');
      await expectAccessibleAndCapture(page, 'account-tokens-light');
      await setThemeMode(page, 'dark');

      // The seeded collectibles account 0 holds (devstack seedPlan), never the spam airdrop.
      await account.getByTestId('account-tab-NFTs').click();
      const grid = account.getByTestId('nft-grid');
      await grid.waitFor();
      const nftNames = await grid.locator('figcaption').allTextContents();
      expect([...nftNames].sort()).toEqual([
        'Dev Collectibles #1',
        'Dev Collectibles #2',
        'Dev Collectibles #5',
      ]);
      const spamNames = ethereum.nftCollections.filter((c) => c.isSpam).map((c) => c.name);
      expect(spamNames.length).toBeGreaterThan(0);
      for (const name of spamNames) expect(nftNames.join('\n')).not.toContain(name);
      await expectAccessibleAndCapture(page, 'account-nfts');

      // SPEC §4 cursor pagination; SPEC §5 a transaction made only of spam NFTs is hidden.
      await account.getByTestId('account-tab-Activity').click();
      const rows = account.getByTestId('activity-row');
      await rows.first().waitFor();
      await expectAccessibleAndCapture(page, 'account-activity');
      const firstPage = await rows.count();
      const shown = await loadAllActivity(page);
      expect(shown).toBeGreaterThan(firstPage);
      expect(await account.getByTestId('activity-load-more').count()).toBe(0);
      const history = await historyCounts(devstack, address, ethereum.caipNetworkId);
      expect(history.spamOnly).toBeGreaterThan(0);
      expect(shown).toBe(history.all - history.spamOnly);
      const activityText = (await rows.allTextContents()).join('\n');
      for (const name of spamNames) expect(activityText).not.toContain(name);
      await capture(page, 'account-activity-all-pages');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §4: switching networks from the network button switches the wallet, then the site',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      await page.getByTestId('network-button').click();
      const networks = await expectView(page, 'Networks');
      await expectAccessibleAndCapture(page, 'networks');

      await networks.getByTestId('network-eip155:42161').click();
      await expectModalClosed(page);
      await expectSelectedNetwork(page, 'eip155:42161');
      await expectWalletChain(page, 42161);
      await page.getByTestId('network-button').filter({ hasText: 'Arbitrum' }).waitFor();
      await page.getByTestId('demo-network').filter({ hasText: '"caipNetworkId": "eip155:42161"' }).waitFor();
      await capture(page, 'switched-to-arbitrum');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §4: a wallet on a network the site did not request opens UnsupportedChain; choosing one switches back and closes',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve', networks: [1] });
      await connectTestWallet(page);
      await switchTestWalletChain(page, 42161);
      const unsupported = await expectView(page, 'UnsupportedChain');
      expect(await unsupported.getByTestId('network-eip155:42161').count()).toBe(0);
      await expectAccessibleAndCapture(page, 'unsupported-chain');

      await unsupported.getByTestId('network-eip155:1').click();
      await expectModalClosed(page);
      await expectWalletChain(page, 1);
      await expectSelectedNetwork(page, 'eip155:1');
      await capture(page, 'unsupported-chain-resolved');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a declined connection (EIP-1193 4001) shows the declined state; Retry after approving in the wallet connects',
    async () => {
      const page = await scenarios.visit({ testWallet: 'reject' });
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.getByTestId(TEST_WALLET_TILE).click();
      const connecting = await expectView(page, 'ConnectingExternal');
      const retry = connecting.getByTestId('connecting-retry');
      await connecting.locator('[role="status"][data-status="declined"]').waitFor();
      await retry.waitFor();
      expect(await page.getByTestId('account-button').count()).toBe(0);
      await expectAccessibleAndCapture(page, 'connecting-declined');

      await setTestWalletMode(page, 'approve');
      await retry.click();
      await expectModalClosed(page);
      const address = await testWalletAddress(page);
      await waitForText(page.getByTestId('account-button-address'), shortAddress(address));
      await capture(page, 'connected-after-retry');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a reload reconnects the wallet the visitor connected (the account button shows the same address)',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      // SPEC §3: the connector is kept in storage for the next load.
      expect(await storedConnectorId(page)).toBe(TEST_WALLET_RDNS);
      await page.reload();
      await waitForText(page.getByTestId('account-button-address'), shortAddress(address));
      expect(await page.getByTestId('connect-button').count()).toBe(0);
      await page.getByTestId('demo-account').filter({ hasText: '"status": "connected"' }).waitFor();
      await capture(page, 'reloaded-still-connected');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'disconnecting from the Account view brings the connect button back, and a reload does not reconnect',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await account.getByTestId('disconnect-button').click();
      await expectModalClosed(page);
      await page.getByTestId('connect-button').waitFor();
      await page.getByTestId('demo-account').filter({ hasText: '"status": "disconnected"' }).waitFor();
      await capture(page, 'disconnected');
      // SPEC §3: the connector kept for reconnecting on reload is forgotten.
      expect(await storedConnectorId(page)).toBeNull();

      await page.reload();
      await page.waitForFunction(() => window.keyportDemo?.modal.getState().initialized === true);
      await page.getByTestId('connect-button').waitFor();
      expect(await page.getByTestId('account-button').count()).toBe(0);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'on a phone (390 × 844) the modal is a bottom sheet across the whole width',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' }, PHONE);
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.getByTestId(TEST_WALLET_TILE).waitFor();
      // The sheet slides up; measure it where it comes to rest.
      await settle(page);
      const box = await modal(page).boundingBox();
      expect(box).not.toBeNull();
      expect(Math.round(box?.x ?? -1)).toBe(0);
      expect(Math.round(box?.width ?? -1)).toBe(PHONE.width);
      expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(PHONE.height);
      await expectAccessibleAndCapture(page, 'connect-phone');

      await page.getByTestId(TEST_WALLET_TILE).click();
      await expectModalClosed(page);
      await page.getByTestId('account-button').click();
      await (await expectView(page, 'Account')).getByTestId('token-DDAI').waitFor();
      await expectAccessibleAndCapture(page, 'account-phone');
    },
    SCENARIO_TIMEOUT_MS,
  );
});
