import { type Page } from 'playwright-core';
import { privateKeyToAccount } from 'viem/accounts';
import { type DevAccount } from '../../devstack/chain/DevChain';
import { type Devstack } from '../../devstack/startDevstack';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  addTestWalletChain,
  connectTestWallet,
  expectAccessibleInBothThemes,
  expectView,
  expectWalletChain,
  switchTestWalletChain,
  waitForText,
} from './support/demoSite';
import { devChain, nativeBalanceWei } from './support/devstackTruth';
import {
  fillSend,
  openCheckout,
  openWalletFeature,
  quoteFromCoinbase,
  quoteSwap,
  sentHash,
} from './support/walletFeatureFlows';

/** SPEC §5: an EVM chain's coin type is its id OR 2^31 (below 2^31, so the OR is a sum). */
function coinType(chainId: number): number {
  return 2 ** 31 + chainId;
}

/**
 * A local development chain id (Hardhat's, Anvil's): a network a visitor's wallet may well be on,
 * and neither a SPEC §9 swap network nor one the demo requests.
 */
const LOCAL_CHAIN_ID = 31337;

/**
 * Registers `label` in the devstack's name service for `account` on `chainId` only, with `avatar`
 * as its picture, signed by the account as SPEC §9 describes the registration message.
 */
async function registerName(
  devstack: Devstack,
  {
    account,
    chainId,
    label,
    avatar,
  }: { account: DevAccount; chainId: number; label: string; avatar: string },
): Promise<void> {
  const message = JSON.stringify({
    name: label,
    attributes: { avatar },
    timestamp: Math.floor(Date.now() / 1_000),
  });
  const response = await fetch(new URL('/v1/profile/account', devstack.blockchainApiUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      coin_type: coinType(chainId),
      address: account.address,
      message,
      signature: await privateKeyToAccount(account.privateKey).signMessage({ message }),
    }),
  });
  if (!response.ok)
    throw new Error(`Registering ${label} failed: ${response.status} ${await response.text()}`);
}

/** The devstack's own icon drawing for `text`: a real image, served without the internet. */
function devstackPicture(devstack: Devstack, text: string): string {
  return new URL(`/devstack/icons/${text}.svg`, devstack.blockchainApiUrl).toString();
}

/** The host opens the modal on a view through its public API (SPEC §2: "The modal can also open on Swap"). */
async function hostOpens(page: Page, view: 'Swap'): Promise<void> {
  await page.evaluate((name) => window.keyportDemo?.modal.open({ view: name }), view);
}

/**
 * Issue "send, receive, swap and buy": every wallet-feature view looked at in the dark and the
 * light theme with axe, the send form's receiver given as a name, and Swap on a network it does
 * not serve.
 */
describe('wallet-feature views in both themes (send, receive, swap and buy)', () => {
  const scenarios = useBrowserScenarios();
  const ethereum = () => devChain(scenarios.stack().devstack, 1);

  it(
    'SPEC §7 profile lookup, §5 send: a registered name shows its profile and avatar, the form, review with its fee and sent confirmation pass axe in both themes, and the named account gets the amount',
    async () => {
      const devstack = scenarios.stack().devstack;
      const receiver = ethereum().accounts[7];
      if (!receiver) throw new Error('The dev chain has no account 7');
      const avatar = devstackPicture(devstack, 'ADA');
      await registerName(devstack, { account: receiver, chainId: 1, label: 'ada-lovelace', avatar });
      const before = await nativeBalanceWei(ethereum(), receiver.address);
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);

      const form = await fillSend(page, { token: 'ETH', amount: '0.125', receiver: 'ada-lovelace.reown.id' });
      const profile = form.getByTestId('send-receiver-profile');
      await profile.waitFor();
      expect(await profile.textContent()).toContain('ada-lovelace.reown.id');
      const picture = profile.locator('img');
      expect(await picture.getAttribute('src')).toBe(avatar);
      // A broken image would pass the attribute check: the avatar must have loaded.
      await page.waitForFunction(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
        await picture.elementHandle(),
      );
      await waitForText(form.getByTestId('send-message'), '');
      await expectAccessibleInBothThemes(page, 'views-send-form');

      await form.getByTestId('send-review').click();
      const preview = await expectView(page, 'WalletSendPreview');
      await waitForText(preview.getByTestId('send-preview-to'), 'ada-lovelace.reown.id');
      expect(await preview.getByTestId('send-preview-to').getAttribute('title')).toBe(receiver.address);
      await preview.locator('[data-testid="send-preview-fee"][aria-busy="false"]').waitFor();
      expect(await preview.getByTestId('send-preview-fee').textContent()).toMatch(/^0\.\d+ ETH$/);
      await expectAccessibleInBothThemes(page, 'views-send-preview');

      await preview.getByTestId('send-confirm').click();
      expect(await sentHash(page)).toMatch(/^0x[0-9a-f]{64}$/);
      await expectAccessibleInBothThemes(page, 'views-send-sent');
      expect((await nativeBalanceWei(ethereum(), receiver.address)) - before).toBe(125n * 10n ** 15n);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §8 name errors: a name nobody registered shows the server\'s reason, one registered only on Arbitrum shows "<name> has no address on this network", and neither opens the review',
    async () => {
      const devstack = scenarios.stack().devstack;
      const owner = ethereum().accounts[8];
      if (!owner) throw new Error('The dev chain has no account 8');
      await registerName(devstack, {
        account: owner,
        chainId: 42161,
        label: 'arbitrum-only',
        avatar: devstackPicture(devstack, 'ARB'),
      });
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);

      const form = await fillSend(page, { token: 'ETH', amount: '0.1', receiver: 'nobody-here.reown.id' });
      const message = form.getByTestId('send-message');
      await waitForText(message, 'Name nobody-here.reown.id is not registered');
      expect(await form.getByTestId('send-review').isDisabled()).toBe(true);

      await form.getByTestId('send-receiver').fill('arbitrum-only.reown.id');
      await waitForText(message, 'arbitrum-only.reown.id has no address on this network');
      expect(await form.getByTestId('send-receiver-profile').count()).toBe(0);
      expect(await form.getByTestId('send-review').isDisabled()).toBe(true);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'receive: the address, its QR code and the networks pass axe in both themes',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const address = await connectTestWallet(page);

      const receive = await openWalletFeature(page, 'receive', 'WalletReceive');
      await waitForText(receive.getByTestId('receive-address'), address);
      await receive.getByTestId('receive-qr').waitFor();
      await expectAccessibleInBothThemes(page, 'views-receive');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swap: the live quote, the review asking for the approval and the review ready to swap pass axe in both themes',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);

      const { swap } = await quoteSwap(page, '100', { flip: true });
      await swap.getByTestId('swap-price-impact').waitFor();
      await expectAccessibleInBothThemes(page, 'views-swap-quote');

      await swap.getByTestId('swap-review').click();
      const preview = await expectView(page, 'SwapPreview');
      await preview.getByTestId('swap-approve-note').waitFor();
      await expectAccessibleInBothThemes(page, 'views-swap-preview-approve');

      await preview.getByTestId('swap-approve').click();
      await preview.getByTestId('swap-confirm').waitFor({ timeout: 30_000 });
      expect(await preview.getByTestId('swap-approve-note').count()).toBe(0);
      await expectAccessibleInBothThemes(page, 'views-swap-preview-ready');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'buy: the providers, the purchase form with its quote and the checkout waiting panel pass axe in both themes',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);

      const buy = await openWalletFeature(page, 'onramp', 'OnRampProviders');
      await buy.getByTestId('onramp-provider-coinbase').waitFor();
      await expectAccessibleInBothThemes(page, 'views-onramp-providers');

      expect(await quoteFromCoinbase(buy, '100')).toBeGreaterThan(0);
      await expectAccessibleInBothThemes(page, 'views-onramp-quote');

      const checkout = await openCheckout(page, buy);
      await checkout.close();
      await expectAccessibleInBothThemes(page, 'views-onramp-checkout');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §8 "Network not supported for Swaps": with the wallet off the SPEC §9 swap networks, Swap says so (axe, both themes) and "Switch network" leads back to a swap form on Ethereum',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      await addTestWalletChain(page, LOCAL_CHAIN_ID, ethereum().rpcUrl);
      await switchTestWalletChain(page, LOCAL_CHAIN_ID);
      // SPEC §4: a network the host did not request shows UnsupportedChain first; the visitor closes it.
      await expectView(page, 'UnsupportedChain');
      await page.keyboard.press('Escape');
      await page.getByTestId('modal').waitFor({ state: 'detached' });

      await hostOpens(page, 'Swap');
      const swap = await expectView(page, 'Swap');
      await waitForText(swap.getByTestId('swap-unsupported'), 'Network not supported for Swaps');
      await expectAccessibleInBothThemes(page, 'views-swap-unsupported');

      await swap.getByTestId('swap-switch-network').click();
      await (await expectView(page, 'Networks')).getByTestId('network-eip155:1').click();
      await expectWalletChain(page, 1);
      const form = await expectView(page, 'Swap');
      await form.getByTestId('swap-amount').waitFor();
      expect(await form.getByTestId('swap-unsupported').count()).toBe(0);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
