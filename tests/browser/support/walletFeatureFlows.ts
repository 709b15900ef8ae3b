import { type Locator, type Page } from 'playwright-core';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { clickToNewTab, expectView, waitForText } from './demoSite';
import { flooredThousandths, nativeBalanceWei, shownThousandths } from './devstackTruth';
import { pickedSymbol, pickToken } from './tokenPicker';

/**
 * The Account view's wallet features ("send, receive, swap and buy") driven as a visitor
 * does, up to the point where the wallet is asked; whichever wallet answers is the scenario's
 * business.
 */

/** A transaction through a wallet, then its receipt on the dev chain: slower over WalletConnect. */
const CHAIN_STEP_MS = 30_000;

/** Opens the Account view and one of its wallet features; returns the root of the view it leads to. */
export async function openWalletFeature(page: Page, feature: string, view: string): Promise<Locator> {
  await page.getByTestId('account-button').click();
  await (await expectView(page, 'Account')).getByTestId(`wallet-feature-${feature}`).click();
  return expectView(page, view);
}

export interface SendInput {
  readonly token: string;
  readonly amount: string;
  readonly receiver: string;
}

/**
 * Opens Send and fills its form as a visitor does, field after field (the token through the
 * picker unless it is already picked), leaving the receiver field last; returns the form's root.
 */
export async function fillSend(page: Page, send: SendInput): Promise<Locator> {
  const form = await openWalletFeature(page, 'send', 'WalletSend');
  await form.locator('[data-testid="send-token"][data-picked]').waitFor();
  if ((await pickedSymbol(page, 'send-token')) !== send.token)
    await pickToken(page, 'send-token', send.token);
  await form.getByTestId('send-amount').fill(send.amount);
  await form.getByTestId('send-receiver').fill(send.receiver);
  await form.getByTestId('send-receiver').blur();
  return form;
}

/** Fills the send form with a valid send and opens its review; returns the review's root. */
export async function reviewSend(page: Page, send: SendInput): Promise<Locator> {
  const form = await fillSend(page, send);
  await waitForText(form.getByTestId('send-message'), '');
  await form.getByTestId('send-review').click();
  return expectView(page, 'WalletSendPreview');
}

/** Waits until the review says the wallet sent, and returns the transaction hash it shows. */
export async function sentHash(page: Page): Promise<string> {
  await page
    .locator('[data-testid="view-WalletSendPreview"][data-state="sent"]')
    .waitFor({ timeout: CHAIN_STEP_MS });
  return (await page.getByTestId('send-hash').textContent()) ?? '';
}

/** Waits until the send's confirmation says the network mined the transaction. */
export async function waitForSendConfirmed(page: Page): Promise<void> {
  await waitForText(page.getByTestId('send-status'), 'Confirmed on the network', CHAIN_STEP_MS);
}

/** A shown amount such as `2,994.01` as a number. */
function shownNumber(text: string | null): number {
  return Number((text ?? '').replace(/,/g, ''));
}

/**
 * Opens Swap, sells `amount` of the token the form offers first (ether), or of the other one when
 * `flip`, and waits for a quote; returns the form and the amount quoted.
 */
export async function quoteSwap(
  page: Page,
  amount: string,
  { flip = false }: { readonly flip?: boolean } = {},
): Promise<{ readonly swap: Locator; readonly quoted: number }> {
  const swap = await openWalletFeature(page, 'swaps', 'Swap');
  if (flip) await swap.getByTestId('swap-flip').click();
  await swap.getByTestId('swap-amount').fill(amount);
  await page.waitForFunction(
    () => Number(document.querySelector('[data-testid="swap-quote"]')?.textContent?.replace(/,/g, '')) > 0,
  );
  return { swap, quoted: shownNumber(await swap.getByTestId('swap-quote').textContent()) };
}

/** Waits for the success snackbar a finished swap shows. */
export async function waitForSwapped(page: Page): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: 'Swapped' }).waitFor({ timeout: CHAIN_STEP_MS });
}

/** Opens Buy with the devstack's Coinbase checkout and asks a quote for `amount` US dollars. */
export async function quoteOnramp(
  page: Page,
  amount: string,
): Promise<{ readonly buy: Locator; readonly quoted: number }> {
  const buy = await openWalletFeature(page, 'onramp', 'OnRampProviders');
  return { buy, quoted: await quoteFromCoinbase(buy, amount) };
}

/** In the open Buy view's provider list: picks the devstack's Coinbase and asks a quote; returns it. */
export async function quoteFromCoinbase(buy: Locator, amount: string): Promise<number> {
  await buy.getByTestId('onramp-provider-coinbase').click();
  await buy.getByTestId('onramp-form').waitFor();
  await buy.getByTestId('onramp-amount').fill(amount);
  const receive = buy.getByTestId('onramp-quote-receive');
  await receive.waitFor({ timeout: 20_000 });
  return Number.parseFloat(((await receive.textContent()) ?? '').replace(/,/g, ''));
}

/** "Buy" opens the provider's page in a new window while the view waits; returns that window. */
export async function openCheckout(page: Page, buy: Locator): Promise<Page> {
  const checkout = await clickToNewTab(page, buy.getByTestId('onramp-buy'));
  await buy.getByTestId('onramp-checkout').waitFor();
  return checkout;
}

/** "Buy" opens the provider's page in a new window; the visitor pays there and waits for the receipt. */
export async function payAtCheckout(page: Page, buy: Locator): Promise<void> {
  const checkout = await openCheckout(page, buy);
  await checkout.getByRole('button', { name: /^Pay/ }).click();
  await checkout.getByRole('status').waitFor({ timeout: CHAIN_STEP_MS });
}

/** The newest row the Activity tab should show after a flow: its label and, when it moved a token, the amount. */
export interface ExpectedActivity {
  readonly label: string;
  readonly amount?: string;
}

/**
 * Back in the Account view after a flow ("confirmed and then visible in the balance and
 * the activity list"): the balance shown is the chain's, floored to 3 decimals, and the Activity
 * tab's newest row is the flow's transaction. Polls, because both arrive once the chain has it.
 */
export async function expectAccountCaughtUp(
  page: Page,
  chain: DevChain,
  address: string,
  newest: ExpectedActivity,
): Promise<void> {
  const account = await expectView(page, 'Account');
  const balance = account.getByTestId('account-balance');
  const chainThousandths = flooredThousandths(await nativeBalanceWei(chain, address));
  const deadline = Date.now() + CHAIN_STEP_MS;
  let shown = '';
  while (Date.now() < deadline) {
    shown = ((await balance.textContent()) ?? '').split(' ')[0] ?? '';
    if (shownThousandths(shown) === chainThousandths) break;
    await page.waitForTimeout(200);
  }
  expect(shownThousandths(shown)).toBe(chainThousandths);

  await account.getByTestId('account-tab-Activity').click();
  const row = account.getByTestId('activity-row').first();
  await row.filter({ hasText: newest.label }).waitFor({ timeout: CHAIN_STEP_MS });
  if (newest.amount !== undefined) {
    expect(await row.getByTestId('activity-amount').textContent()).toBe(newest.amount);
  }
}
