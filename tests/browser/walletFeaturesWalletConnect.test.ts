import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  expectConnectedAs,
  expectSelectedNetwork,
  expectView,
  waitForText,
} from './support/demoSite';
import {
  answerRequestCard,
  pairFromWalletTab,
  pairingUriShown,
  pendingRequests,
  pickDemoWallet,
  walletAddress,
  walletChain,
  walletPageOfAccount,
  type WalletRequestCard,
} from './support/demoWallet';
import { devChain, devToken, nativeBalanceWei, tokenBalance } from './support/devstackTruth';
import {
  expectAccountCaughtUp,
  payAtCheckout,
  quoteOnramp,
  quoteSwap,
  reviewSend,
  sentHash,
  waitForSendConfirmed,
  waitForSwapped,
} from './support/walletFeatureFlows';

/**
 * The devnet account the demo wallet holds: one of the two seeded with DDAI and DUSDC besides ether.
 * The sends go to other accounts and each scenario measures only the change it makes, so the
 * scenarios may run in any order.
 */
const WALLET_ACCOUNT = 1;

const ETHER = 10n ** 18n;

/** Selectors of the ERC-20 calls the wallet is asked to send. */
const TRANSFER = '0xa9059cbb';
const APPROVE = '0x095ea7b3';

interface RequestedTransaction {
  readonly to: string;
  readonly value?: string;
  readonly data?: string;
}

/** The transaction a wallet request card asks to send; fails if the card asks anything else. */
function requestedTransaction(card: WalletRequestCard): RequestedTransaction {
  expect(card.method).toBe('eth_sendTransaction');
  const [transaction] = card.params as readonly RequestedTransaction[];
  if (transaction === undefined) throw new Error('eth_sendTransaction came without a transaction');
  return transaction;
}

/**
 * Issue "send, receive, swap and buy": the Account view's wallet features with the WalletConnect
 * demo wallet in a second tab (paired through the devstack relay, answered by clicks in the
 * wallet), ending in real transactions on the dev chain.
 */
describe('wallet features through the WalletConnect demo wallet (send, receive, swap and buy)', () => {
  const scenarios = useBrowserScenarios();

  const ethereum = () => devChain(scenarios.stack().devstack, 1);

  const devAddress = (account: number): string => ethereum().accounts[account]?.address ?? '';

  /** A new visitor pairs the demo wallet by the QR code's uri; returns their wallet tab and address. */
  async function visitWithDemoWallet(): Promise<{ page: Page; wallet: Page; address: string }> {
    const page = await scenarios.visit();
    await pickDemoWallet(page);
    const uri = await pairingUriShown(page);
    const walletUrl = walletPageOfAccount(scenarios.stack().devstack.walletPageUrl, WALLET_ACCOUNT);
    const wallet = await pairFromWalletTab(scenarios.visitorOf(page), walletUrl, uri);
    const address = await walletAddress(wallet);
    expect(address).toBe(devAddress(WALLET_ACCOUNT));
    await expectConnectedAs(page, address);
    // Every balance below is read on chain 1: the wallet must send there and the site ask there.
    expect(await walletChain(wallet)).toBe('eip155:1');
    await expectSelectedNetwork(page, 'eip155:1');
    // The visitor goes back to the site's tab: a tab left behind the wallet's draws its frames
    // seldom, and every click on the modal would wait seconds for them.
    await page.bringToFront();
    return { page, wallet, address };
  }

  it(
    'Send, native token: the wallet is asked for one eth_sendTransaction of the amount, the review reaches its sent state with the hash, the receiver is richer by exactly the amount, and the account shows the send',
    async () => {
      const { page, wallet, address } = await visitWithDemoWallet();
      const to = devAddress(5);
      const before = await nativeBalanceWei(ethereum(), to);

      const preview = await reviewSend(page, { token: 'ETH', amount: '0.25', receiver: to });
      await preview.getByTestId('send-confirm').click();
      const asked = requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      expect(asked.to.toLowerCase()).toBe(to.toLowerCase());
      expect(BigInt(asked.value ?? '0')).toBe(25n * 10n ** 16n);

      expect(await sentHash(page)).toMatch(/^0x[0-9a-f]{64}$/);
      expect((await nativeBalanceWei(ethereum(), to)) - before).toBe(25n * 10n ** 16n);
      await waitForSendConfirmed(page);
      await capture(page, 'walletconnect-send-sent');
      await page.getByRole('button', { name: 'Done' }).click();
      await expectAccountCaughtUp(page, ethereum(), address, { label: 'Sent', amount: '0.250 ETH' });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'Send, ERC-20 token: 12.5 DUSDC (6 decimals) is a transfer call on the token, and the receiver holds exactly 12,500,000 base units more',
    async () => {
      const { page, wallet } = await visitWithDemoWallet();
      const to = devAddress(6);
      const usdc = devToken(ethereum(), 'DUSDC');
      const before = await tokenBalance(ethereum(), usdc.address, to);

      const preview = await reviewSend(page, { token: 'DUSDC', amount: '12.5', receiver: to });
      await waitForText(preview.getByTestId('send-preview-amount'), '12.5 DUSDC');
      await preview.getByTestId('send-confirm').click();
      const asked = requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      expect(asked.to.toLowerCase()).toBe(usdc.address.toLowerCase());
      expect(asked.data?.startsWith(TRANSFER)).toBe(true);

      await sentHash(page);
      expect((await tokenBalance(ethereum(), usdc.address, to)) - before).toBe(12_500_000n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swap without a prior approval: ether for DDAI asks the wallet exactly once, the DDAI received floors to the quote and the ether falls by more than was sold',
    async () => {
      const { page, wallet, address } = await visitWithDemoWallet();
      const dai = devToken(ethereum(), 'DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);
      const ethBefore = await nativeBalanceWei(ethereum(), address);

      const { swap, quoted } = await quoteSwap(page, '1');
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      expect(await preview.getByTestId('swap-approve').count()).toBe(0);
      await preview.getByTestId('swap-confirm').click();
      const asked = requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      expect(BigInt(asked.value ?? '0')).toBe(ETHER);
      await waitForSwapped(page);
      expect(await pendingRequests(wallet)).toBe(0);

      const gained = (await tokenBalance(ethereum(), dai.address, address)) - daiBefore;
      // The quote is shown floored to 3 decimals: what arrived rounds down to it.
      expect(Number(gained / 10n ** 15n) / 1000).toBe(quoted);
      expect(ethBefore - (await nativeBalanceWei(ethereum(), address))).toBeGreaterThan(ETHER);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swap with a prior approval: DDAI for ether asks the wallet to approve the router, then to swap; the DDAI leaves the wallet and its ether rises',
    async () => {
      const { page, wallet, address } = await visitWithDemoWallet();
      const dai = devToken(ethereum(), 'DDAI');
      const daiBefore = await tokenBalance(ethereum(), dai.address, address);
      const ethBefore = await nativeBalanceWei(ethereum(), address);

      const { swap } = await quoteSwap(page, '100', { flip: true });
      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      await preview.getByTestId('swap-approve').click();
      const approval = requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      expect(approval.to.toLowerCase()).toBe(dai.address.toLowerCase());
      expect(approval.data?.startsWith(APPROVE)).toBe(true);
      await preview.getByTestId('swap-confirm').waitFor({ timeout: 30_000 });
      await capture(page, 'walletconnect-swap-approved');
      await preview.getByTestId('swap-confirm').click();
      const swapped = requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      // The swap goes to the router the approval named, not to the token.
      expect(swapped.to.toLowerCase()).not.toBe(dai.address.toLowerCase());
      expect(approval.data?.toLowerCase().slice(34, 74)).toBe(swapped.to.toLowerCase().slice(2));
      await waitForSwapped(page);

      expect(daiBefore - (await tokenBalance(ethereum(), dai.address, address))).toBe(100n * ETHER);
      expect(await nativeBalanceWei(ethereum(), address)).toBeGreaterThan(ethBefore);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'buy through the local checkout: no wallet request, "Pay" in the new window, and the paired account receives the quoted ether',
    async () => {
      const { page, wallet, address } = await visitWithDemoWallet();
      const before = await nativeBalanceWei(ethereum(), address);

      const { buy, quoted } = await quoteOnramp(page, '100');
      expect(quoted).toBeGreaterThan(0);
      await payAtCheckout(page, buy);

      expect(await pendingRequests(wallet)).toBe(0);
      // The quote is shown rounded: the delivery matches it to the shown precision.
      const received = Number((await nativeBalanceWei(ethereum(), address)) - before) / 1e18;
      expect(Math.abs(received - quoted)).toBeLessThan(0.001);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §8: a send rejected in the wallet shows "Signature declined" and keeps the review, and the second try, approved, sends the amount once',
    async () => {
      const { page, wallet } = await visitWithDemoWallet();
      const to = devAddress(7);
      const before = await nativeBalanceWei(ethereum(), to);

      const preview = await reviewSend(page, { token: 'ETH', amount: '0.01', receiver: to });
      await preview.getByTestId('send-confirm').click();
      requestedTransaction(await answerRequestCard(wallet, 'Reject'));
      await page.getByTestId('snackbar').filter({ hasText: 'Signature declined' }).waitFor();
      await capture(page, 'walletconnect-send-declined');
      // Still the review, with what the visitor entered, ready for another try.
      expect(await preview.getAttribute('data-state')).toBeNull();
      await waitForText(preview.getByTestId('send-preview-amount'), '0.01 ETH');
      expect(await preview.getByTestId('send-preview-to').getAttribute('title')).toBe(to);
      expect(await nativeBalanceWei(ethereum(), to)).toBe(before);

      await preview.getByTestId('send-confirm').click();
      requestedTransaction(await answerRequestCard(wallet, 'Approve'));
      await sentHash(page);
      expect((await nativeBalanceWei(ethereum(), to)) - before).toBe(10n ** 16n);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
