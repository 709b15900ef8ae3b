import { type Page } from 'playwright-core';
import { formatEther } from 'viem';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, connectTestWallet, expectView, shortAddress, waitForText } from './support/demoSite';
import { devChain, devToken, nativeBalanceWei, tokenBalance } from './support/devstackTruth';
import {
  expectAccountCaughtUp,
  openCheckout,
  openWalletFeature,
  quoteOnramp,
  quoteSwap,
  reviewSend,
  sentHash,
  waitForSendConfirmed,
  waitForSwapped,
} from './support/walletFeatureFlows';

/** A millionth of an ether: the received amount is shown to 6 places. */
const MICRO_ETHER_WEI = 10n ** 12n;

/**
 * Issue "send, receive, swap and buy": the Account view's wallet features against the devstack,
 * with the injected test wallet, ending in real transactions on the dev chain, confirmed, and then
 * shown in the account's balance and activity list.
 */
describe('wallet features on the dev chains (send, receive, swap and buy)', () => {
  const scenarios = useBrowserScenarios();
  const ethereum = () => devChain(scenarios.stack().devstack, 1);

  /** From a view the feature left open, back to the Account view with the header's back arrow. */
  async function backToAccount(page: Page): Promise<void> {
    await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();
    await expectView(page, 'Account');
  }

  it(
    'SPEC §5: sends native ether: the messages in order once "Review send" is pressed, the review with its fee, the hash, the receiver richer by the amount, and the account caught up',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const receiver = ethereum().accounts[5]?.address ?? '';
      const before = await nativeBalanceWei(ethereum(), receiver);

      const form = await openWalletFeature(page, 'send', 'WalletSend');
      const message = form.getByTestId('send-message');
      // The native token is picked as the form opens; nothing is said before the visitor acts.
      await form.locator('[data-testid="send-token"][data-picked="ETH"]').waitFor();
      expect(await message.textContent()).toBe('');
      await form.getByTestId('send-review').click();
      await waitForText(message, 'An amount and receiver address are required');
      await form.getByTestId('send-amount').fill('0.25');
      await form.getByTestId('send-receiver').fill('0x1234');
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
      expect(await sentHash(page)).toMatch(/^0x[0-9a-f]{64}$/);
      expect((await nativeBalanceWei(ethereum(), receiver)) - before).toBe(25n * 10n ** 16n);

      // Mined: the confirmation says so, stands alone (no way back to the review), and Done leads
      // to an account that already shows the send.
      await waitForSendConfirmed(page);
      await page.getByRole('dialog', { name: 'Transaction Sent' }).waitFor();
      expect(await page.getByRole('dialog').getByRole('button', { name: 'Back' }).count()).toBe(0);
      await capture(page, 'send-confirmed');
      await page.getByRole('button', { name: 'Done' }).click();
      await expectAccountCaughtUp(page, ethereum(), address, { label: 'Sent', amount: '0.250 ETH' });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'sends an ERC-20 with 6 decimals: the receiver holds exactly the amount more, and the activity lists the send',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const receiver = ethereum().accounts[6]?.address ?? '';
      const usdc = devToken(ethereum(), 'DUSDC');
      const before = await tokenBalance(ethereum(), usdc.address, receiver);

      const preview = await reviewSend(page, { token: 'DUSDC', amount: '12.5', receiver });
      await waitForText(preview.getByTestId('send-preview-amount'), '12.5 DUSDC');
      await preview.getByTestId('send-confirm').click();
      await sentHash(page);
      expect((await tokenBalance(ethereum(), usdc.address, receiver)) - before).toBe(12_500_000n);
      await waitForSendConfirmed(page);
      await page.getByRole('button', { name: 'Done' }).click();
      await expectAccountCaughtUp(page, ethereum(), address, { label: 'Sent', amount: '12.500 DUSDC' });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swaps ether for DDAI through the dev pool: no approval needed, both balances move, and the activity lists the swap',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const dai = devToken(ethereum(), 'DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);
      const ethBefore = await nativeBalanceWei(ethereum(), address);

      const { swap, quoted } = await quoteSwap(page, '1');
      await capture(page, 'swap-quote');
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      expect(await preview.getByTestId('swap-approve').count()).toBe(0);
      await preview.getByTestId('swap-confirm').click();
      await waitForSwapped(page);

      const gained = (await tokenBalance(ethereum(), dai.address, address)) - daiBefore;
      // The quote is shown floored to 3 decimals: what arrived rounds down to it.
      expect(Number(gained / 10n ** 15n) / 1000).toBe(quoted);
      expect(ethBefore - (await nativeBalanceWei(ethereum(), address))).toBeGreaterThan(10n ** 18n);
      await backToAccount(page);
      await expectAccountCaughtUp(page, ethereum(), address, { label: 'Swapped' });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swaps DDAI for ether: approves the router first, then swaps, and the DDAI leaves the wallet',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const dai = devToken(ethereum(), 'DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);

      const { swap } = await quoteSwap(page, '100', { flip: true });
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      await preview.getByTestId('swap-approve').click();
      await preview.getByTestId('swap-confirm').waitFor({ timeout: 30_000 });
      await capture(page, 'swap-approved');
      await preview.getByTestId('swap-confirm').click();
      await waitForSwapped(page);

      expect(daiBefore - (await tokenBalance(ethereum(), dai.address, address))).toBe(100n * 10n ** 18n);
      await backToAccount(page);
      await expectAccountCaughtUp(page, ethereum(), address, { label: 'Swapped' });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'buys ether through the devstack checkout: the provider page opens in a new window, "Pay" delivers, the view sees it arrive, the balance rises',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);
      const before = await nativeBalanceWei(ethereum(), address);

      const { buy, quoted } = await quoteOnramp(page, '100');
      expect(quoted).toBeGreaterThan(0);
      await capture(page, 'onramp-quote');
      const checkout = await openCheckout(page, buy);
      await checkout.getByRole('button', { name: /^Pay/ }).click();
      await checkout.getByRole('status').waitFor({ timeout: 20_000 });

      // The wallet holds what the quote said it would receive (the quote is shown rounded).
      const receivedWei = (await nativeBalanceWei(ethereum(), address)) - before;
      expect(Math.abs(Number(receivedWei) / 1e18 - quoted)).toBeLessThan(0.001);
      // The waiting panel notices the purchase on its own (it reads the balance every 5 s) and
      // says what arrived, floored to 6 places.
      const arrived = page.getByTestId('onramp-received');
      await arrived.waitFor({ timeout: 20_000 });
      const shown = formatEther((receivedWei / MICRO_ETHER_WEI) * MICRO_ETHER_WEI);
      expect(await arrived.getByRole('status').textContent()).toBe(`${shown} ETH arrived in your wallet`);
      await capture(page, 'onramp-received');
      await arrived.getByRole('button', { name: 'Done' }).click();
      // SPEC §9: the activity shows transaction quantities with 3 decimals.
      const activityAmount = (Math.round(Number(receivedWei) / 1e15) / 1000).toFixed(3);
      await expectAccountCaughtUp(page, ethereum(), address, {
        label: 'Received',
        amount: `+${activityAmount} ETH`,
      });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
