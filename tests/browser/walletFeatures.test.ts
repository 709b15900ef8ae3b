import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, connectTestWallet, expectView, shortAddress, waitForText } from './support/demoSite';
import { nativeBalanceWei, tokenBalance } from './support/devstackTruth';

/**
 * Issue "send, receive, swap and buy": the Account view's wallet features against the devstack,
 * with the injected test wallet, ending in real transactions on the dev chain.
 */
describe('wallet features on the dev chains (issue: send, receive, swap and buy)', () => {
  const scenarios = useBrowserScenarios();

  const ethereum = () => {
    const chain = scenarios.stack().devstack.chains.find((candidate) => candidate.chainId === 1);
    if (!chain) throw new Error('The devstack runs no chain 1');
    return chain;
  };

  async function openFeature(page: Page, feature: string, view: string) {
    await page.getByTestId('account-button').click();
    await (await expectView(page, 'Account')).getByTestId(`wallet-feature-${feature}`).click();
    return expectView(page, view);
  }

  it(
    'SPEC §5: sends native ether: the messages in order, the review with its fee, the hash, and the receiver richer by the amount',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const receiver = ethereum().accounts[5]?.address ?? '';
      const before = await nativeBalanceWei(ethereum(), receiver);

      const form = await openFeature(page, 'send', 'WalletSend');
      const message = form.getByTestId('send-message');
      await waitForText(message, 'An amount and receiver address are required');
      await form.getByTestId('send-amount').fill('0.25');
      await form.getByTestId('send-receiver').fill('0x1234');
      await waitForText(message, 'A token is required');
      await form.getByTestId('send-token-ETH').click();
      await waitForText(message, 'Invalid address');
      await form.getByTestId('send-receiver').fill(receiver);
      await form.getByTestId('send-amount').fill('-1');
      await waitForText(message, 'Invalid amount');
      await form.getByTestId('send-amount').fill('5000');
      await waitForText(message, 'Insufficient balance');
      expect(await form.getByTestId('send-review').isDisabled()).toBe(true);
      await form.getByTestId('send-amount').fill('0.25');
      await waitForText(message, '');
      await capture(page, 'send-form');
      await form.getByTestId('send-review').click();

      const preview = await expectView(page, 'WalletSendPreview');
      // The receiver is shortened on screen, whole in its title.
      expect(await preview.getByTestId('send-preview-to').getAttribute('title')).toBe(receiver);
      await waitForText(preview.getByTestId('send-preview-to'), shortAddress(receiver));
      await capture(page, 'send-preview');
      await preview.getByTestId('send-confirm').click();
      await page
        .locator('[data-testid="view-WalletSendPreview"][data-state="sent"]')
        .waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('send-hash').textContent()).toMatch(/0x[0-9a-f]{64}/);
      expect((await nativeBalanceWei(ethereum(), receiver)) - before).toBe(25n * 10n ** 16n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'sends an ERC-20 with 6 decimals: the receiver holds exactly the amount more',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const receiver = ethereum().accounts[6]?.address ?? '';
      const usdc = ethereum().tokens.find((token) => token.symbol === 'DUSDC');
      if (!usdc) throw new Error('The dev chain has no DUSDC');
      const before = await tokenBalance(ethereum(), usdc.address, receiver);

      const form = await openFeature(page, 'send', 'WalletSend');
      await form.getByTestId('send-token-DUSDC').click();
      await form.getByTestId('send-amount').fill('12.5');
      await form.getByTestId('send-receiver').fill(receiver);
      await waitForText(form.getByTestId('send-message'), '');
      await form.getByTestId('send-review').click();
      const preview = await expectView(page, 'WalletSendPreview');
      await waitForText(preview.getByTestId('send-preview-amount'), '12.5 DUSDC');
      await preview.getByTestId('send-confirm').click();
      await page
        .locator('[data-testid="view-WalletSendPreview"][data-state="sent"]')
        .waitFor({ timeout: 20_000 });
      expect((await tokenBalance(ethereum(), usdc.address, receiver)) - before).toBe(12_500_000n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swaps ether for DDAI through the dev pool: no approval needed, and both balances move',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const dai = ethereum().tokens.find((token) => token.symbol === 'DDAI');
      if (!dai) throw new Error('The dev chain has no DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);
      const ethBefore = await nativeBalanceWei(ethereum(), address);

      const swap = await openFeature(page, 'swaps', 'Swap');
      await swap.getByTestId('swap-amount').fill('1');
      const quote = swap.getByTestId('swap-quote');
      await page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid="swap-quote"]')?.textContent?.replace(/,/g, '')) > 0,
      );
      const quoted = Number(((await quote.textContent()) ?? '').replace(/,/g, ''));
      await capture(page, 'swap-quote');
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      expect(await preview.getByTestId('swap-approve').count()).toBe(0);
      await preview.getByTestId('swap-confirm').click();
      await page.getByTestId('snackbar').filter({ hasText: 'Swapped' }).waitFor({ timeout: 20_000 });

      const gained = (await tokenBalance(ethereum(), dai.address, address)) - daiBefore;
      // The quote is shown floored to 3 decimals: what arrived rounds down to it.
      expect(Number(gained / 10n ** 15n) / 1000).toBe(quoted);
      expect(ethBefore - (await nativeBalanceWei(ethereum(), address))).toBeGreaterThan(10n ** 18n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swaps DDAI for ether: approves the router first, then swaps, and the DDAI leaves the wallet',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const dai = ethereum().tokens.find((token) => token.symbol === 'DDAI');
      if (!dai) throw new Error('The dev chain has no DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);

      const swap = await openFeature(page, 'swaps', 'Swap');
      await swap.getByTestId('swap-flip').click();
      await swap.getByTestId('swap-amount').fill('100');
      await page.waitForFunction(
        () =>
          Number(document.querySelector('[data-testid="swap-quote"]')?.textContent?.replace(/,/g, '')) > 0,
      );
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      await preview.getByTestId('swap-approve').click();
      await preview.getByTestId('swap-confirm').waitFor({ timeout: 30_000 });
      await capture(page, 'swap-approved');
      await preview.getByTestId('swap-confirm').click();
      await page.getByTestId('snackbar').filter({ hasText: 'Swapped' }).waitFor({ timeout: 20_000 });

      expect(daiBefore - (await tokenBalance(ethereum(), dai.address, address))).toBe(100n * 10n ** 18n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'buys ether through the devstack checkout: the provider page opens in a new window, "Pay" delivers, the balance rises',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const before = await nativeBalanceWei(ethereum(), address);

      const buy = await openFeature(page, 'onramp', 'OnRampProviders');
      await buy.getByTestId('onramp-provider-coinbase').click();
      await buy.getByTestId('onramp-form').waitFor();
      await buy.getByTestId('onramp-amount').fill('100');
      await buy.getByTestId('onramp-quote-receive').waitFor({ timeout: 20_000 });
      const quoted = Number.parseFloat(
        ((await buy.getByTestId('onramp-quote-receive').textContent()) ?? '').replace(/,/g, ''),
      );
      expect(quoted).toBeGreaterThan(0);
      await capture(page, 'onramp-quote');
      const opened = page.context().waitForEvent('page');
      await buy.getByTestId('onramp-buy').click();
      const checkout = await opened;
      await checkout.waitForLoadState();
      await buy.getByTestId('onramp-checkout').waitFor();
      await checkout.getByRole('button', { name: /^Pay/ }).click();
      await checkout.getByRole('status').waitFor({ timeout: 20_000 });

      // The wallet holds what the quote said it would receive (the quote is shown rounded).
      const received = Number((await nativeBalanceWei(ethereum(), address)) - before) / 1e18;
      expect(Math.abs(received - quoted)).toBeLessThan(0.001);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
