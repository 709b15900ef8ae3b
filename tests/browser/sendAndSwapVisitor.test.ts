import { type Locator, type Page, type Route } from 'playwright-core';
import { parseEther } from 'viem';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  connectTestWallet,
  expectAccessibleInBothThemes,
  expectView,
  testWalletAddress,
  waitForText,
} from './support/demoSite';
import { devChain, devToken, nativeBalanceWei } from './support/devstackTruth';
import { listedSymbols, openTokenList, pickedSymbol, pickToken } from './support/tokenPicker';
import { PHONE } from './support/visitors';
import { openWalletFeature } from './support/walletFeatureFlows';

/** Screenshots of this file: `.artifacts/screenshots/send-swap/…`. */
const SHOTS = 'send-swap';

/** A USD worth as the views write it beside an amount: `≈ $1,234.50`, or `≈ <$0.01`. */
const USD_WORTH = /^≈ <?\$\d{1,3}(,\d{3})*\.\d\d$/;

/** The swap quote call, `GET /v1/convert/quotes`. */
function isQuoteCall(url: URL): boolean {
  return url.pathname === '/v1/convert/quotes';
}

/** The host opens the modal on Send, naming the token to start with (REFERENCE §5 `open`). */
async function hostOpensSend(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (symbol) => window.keyportDemo?.modal.open({ view: 'WalletSend', data: { token: symbol } }),
    token,
  );
}

/** The element that has focus, by its test id. */
async function focusedTestId(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
}

/** Whether `locator`'s box lies wholly inside the page's viewport. */
async function fitsViewport(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (box === null || viewport === null) return false;
  return (
    box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height
  );
}

/** Opens Swap and waits for the form, the native token being sold. */
async function openSwap(page: Page): Promise<Locator> {
  const swap = await openWalletFeature(page, 'swaps', 'Swap');
  await swap.getByTestId('swap-amount').waitFor();
  return swap;
}

/** Types `amount` to sell and waits until the quote area leaves "Fetching a quote". */
async function typeSwapAmount(swap: Locator, amount: string): Promise<void> {
  await swap.getByTestId('swap-amount').fill(amount);
  await swap.locator('[data-testid="swap-quote"]:not(:has-text("Fetching a quote"))').waitFor();
}

/**
 * Send and Swap as a new visitor meets them, on a desktop and on a 390×844 touch phone: the Send
 * form starts with a token and speaks only once the visitor acts; the review prices the send in
 * USD; both views pick tokens from a real picker (icons, balances, USD values, search, keyboard,
 * Escape); the swap path's failures read as sentences, never "HTTP status code: 400"; a token is
 * never swapped for itself.
 */
describe('Send and Swap the way a visitor expects', () => {
  const scenarios = useBrowserScenarios();
  const ethereum = () => devChain(scenarios.stack().devstack, 1);

  it(
    'SPEC §5 send: the native token is picked as the form opens, nothing is red before input, leaving the amount empty says "An amount and receiver address are required", Max leaves the fee, and the review gives USD worths',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const address = await testWalletAddress(page);
      const form = await openWalletFeature(page, 'send', 'WalletSend');
      const message = form.getByTestId('send-message');

      await form.locator('[data-testid="send-token"][data-picked="ETH"]').waitFor();
      expect(await message.textContent()).toBe('');
      expect(await form.getByTestId('send-max').isDisabled()).toBe(false);
      expect(await form.getByTestId('send-review').isDisabled()).toBe(false);
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-form-desktop`);

      // Validation on intent: the amount left empty speaks, the untouched receiver does not yet.
      await form.getByTestId('send-amount').focus();
      await form.getByTestId('send-amount').blur();
      await waitForText(message, 'An amount and receiver address are required');
      expect(await form.getByTestId('send-review').isDisabled()).toBe(true);

      // Max: the whole ether balance less the network fee of the send, a valid amount at once.
      await form.getByTestId('send-max').click();
      await page.waitForFunction(
        () => (document.querySelector<HTMLInputElement>('[data-testid="send-amount"]')?.value ?? '') !== '',
      );
      const max = parseEther(await form.getByTestId('send-amount').inputValue());
      const balance = await nativeBalanceWei(ethereum(), address);
      expect(max).toBeLessThan(balance);
      expect(balance - max).toBeLessThan(parseEther('0.01'));
      expect(await form.getByTestId('send-amount-usd').textContent()).toMatch(USD_WORTH);

      await form.getByTestId('send-amount').fill('0.125');
      await form.getByTestId('send-receiver').fill(ethereum().accounts[1]?.address ?? '');
      await waitForText(message, '');
      await form.getByTestId('send-review').click();
      const review = await expectView(page, 'WalletSendPreview');
      await review.locator('[data-testid="send-preview-fee-usd"]').waitFor();
      // The dev chain's ether is priced by the devstack's table: 0.125 ETH is worth dollars, not nothing.
      expect(await review.getByTestId('send-preview-amount').textContent()).toBe('0.125 ETH');
      expect(await review.getByTestId('send-preview-amount-usd').textContent()).toMatch(USD_WORTH);
      expect(await review.getByTestId('send-preview-fee-usd').textContent()).toMatch(USD_WORTH);
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-review-desktop`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §5 send: "Review send" on an untouched form shows the SPEC message and moves focus to the amount; a token the host names is picked, one the account lacks is said and the form keeps its token',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const form = await openWalletFeature(page, 'send', 'WalletSend');
      await form.locator('[data-testid="send-token"][data-picked="ETH"]').waitFor();
      await form.getByTestId('send-review').click();
      await waitForText(form.getByTestId('send-message'), 'An amount and receiver address are required');
      expect(await focusedTestId(page)).toBe('send-amount');
      await page.keyboard.press('Escape');
      await page.getByTestId('modal').waitFor({ state: 'detached' });

      await hostOpensSend(page, 'DDAI');
      const requested = await expectView(page, 'WalletSend');
      await requested.locator('[data-testid="send-token"][data-picked="DDAI"]').waitFor();
      expect(await requested.getByTestId('send-message').textContent()).toBe('');
      await page.keyboard.press('Escape');
      await page.getByTestId('modal').waitFor({ state: 'detached' });

      await hostOpensSend(page, 'NOPE');
      const unknown = await expectView(page, 'WalletSend');
      await page.getByTestId('snackbar').filter({ hasText: 'NOPE' }).waitFor();
      expect(await pickedSymbol(page, 'send-token')).toBe('DDAI');
      expect(await unknown.getByTestId('send-message').textContent()).toBe('');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'the token picker on a 390×844 touch phone: the list fits the screen, the search filters by name, symbol or address, a pick closes it, Escape closes it and gives focus back to its button (axe, both themes)',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' }, PHONE, { mobile: true });
      await connectTestWallet(page);
      const form = await openWalletFeature(page, 'send', 'WalletSend');
      await form.locator('[data-testid="send-token"][data-picked="ETH"]').waitFor();
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-form-phone`);

      const list = await openTokenList(page, 'send-token');
      expect(await fitsViewport(page, list)).toBe(true);
      expect(await listedSymbols(list, 'send-token')).toEqual(['ETH', 'DDAI', 'DUSDC']);
      // Each option names its token and shows the balance and its USD worth.
      const ddai = list.getByTestId('send-token-option-DDAI');
      expect(await ddai.textContent()).toMatch(/DDAI.*Dev Dai.*\d.*\$[\d,]+\.\d\d/);
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-picker-phone`);

      const search = list.getByTestId('send-token-search');
      await search.fill('usd');
      expect(await listedSymbols(list, 'send-token')).toEqual(['DUSDC']);
      await search.fill('dev dai');
      expect(await listedSymbols(list, 'send-token')).toEqual(['DDAI']);
      await search.fill(devToken(ethereum(), 'DDAI').address.slice(0, 12));
      expect(await listedSymbols(list, 'send-token')).toEqual(['DDAI']);
      await search.fill('nothing like it');
      expect(await listedSymbols(list, 'send-token')).toEqual([]);
      await waitForText(list.locator('.kp-token-picker-count'), 'No token matches "nothing like it"');
      await search.fill('');

      await list.getByTestId('send-token-option-DUSDC').click();
      await list.waitFor({ state: 'detached' });
      expect(await pickedSymbol(page, 'send-token')).toBe('DUSDC');

      await openTokenList(page, 'send-token');
      await page.keyboard.press('Escape');
      await page.getByTestId('send-token-list').waitFor({ state: 'detached' });
      // Escape closed the list only: the modal is still up, and focus is back on the picker.
      await expectView(page, 'WalletSend');
      expect(await focusedTestId(page)).toBe('send-token');

      await form.getByTestId('send-amount').fill('1.5');
      await form.getByTestId('send-receiver').fill(ethereum().accounts[2]?.address ?? '');
      await form.getByTestId('send-review').click();
      const review = await expectView(page, 'WalletSendPreview');
      await review.getByTestId('send-preview-amount-usd').waitFor();
      expect(await review.getByTestId('send-preview-amount').textContent()).toBe('1.5 DUSDC');
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-review-phone`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'the token picker by keyboard on a desktop: Enter opens it on the search, typing and Enter picks the first match, arrows move along the list, and Tab stays inside it',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const form = await openWalletFeature(page, 'send', 'WalletSend');
      await form.locator('[data-testid="send-token"][data-picked="ETH"]').waitFor();

      await form.getByTestId('send-token').focus();
      await page.keyboard.press('Enter');
      const list = page.getByTestId('send-token-list');
      await list.waitFor();
      expect(await focusedTestId(page)).toBe('send-token-search');
      await page.keyboard.type('ddai');
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'detached' });
      expect(await pickedSymbol(page, 'send-token')).toBe('DDAI');
      expect(await focusedTestId(page)).toBe('send-token');

      await page.keyboard.press('Enter');
      await list.waitFor();
      await page.keyboard.press('ArrowDown');
      expect(await focusedTestId(page)).toBe('send-token-option-ETH');
      await page.keyboard.press('ArrowDown');
      expect(await focusedTestId(page)).toBe('send-token-option-DDAI');
      for (let step = 0; step < 8; step += 1) {
        await page.keyboard.press('Tab');
        expect(await list.evaluate((panel) => panel.contains(document.activeElement))).toBe(true);
      }
      await expectAccessibleInBothThemes(page, `${SHOTS}/send-picker-desktop`);
      await list.getByTestId('send-token-option-DUSDC').focus();
      await page.keyboard.press('Enter');
      await list.waitFor({ state: 'detached' });
      expect(await pickedSymbol(page, 'send-token')).toBe('DUSDC');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'swap pickers show icons, balances and USD values and fit the phone (axe, both themes, desktop and phone); a token with no route says so in words, never "HTTP status code: 400"',
    async () => {
      const desktop = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(desktop);
      const swap = await openSwap(desktop);
      expect(await pickedSymbol(desktop, 'swap-from-token')).toBe('ETH');
      await typeSwapAmount(swap, '0.1');
      expect(await swap.getByTestId('swap-from-usd').textContent()).toMatch(USD_WORTH);
      expect(await swap.getByTestId('swap-to-usd').textContent()).toMatch(USD_WORTH);
      await expectAccessibleInBothThemes(desktop, `${SHOTS}/swap-form-desktop`);

      const list = await openTokenList(desktop, 'swap-to-token');
      expect(await listedSymbols(list, 'swap-to-token')).toEqual(['ETH', 'DDAI', 'DUSDC', 'DPTS']);
      expect(await list.locator('img').count()).toBe(4);
      await expectAccessibleInBothThemes(desktop, `${SHOTS}/swap-picker-desktop`);
      await list.getByTestId('swap-to-token-option-DPTS').click();
      const quoteError = swap.getByTestId('swap-quote-error');
      await waitForText(quoteError, 'No swap route for this pair and amount. Try another token or amount.');
      expect(await swap.textContent()).not.toContain('HTTP status code');
      await expectAccessibleInBothThemes(desktop, `${SHOTS}/swap-no-route-desktop`);
      await pickToken(desktop, 'swap-to-token', 'DDAI');
      await waitForText(swap.getByTestId('swap-review'), 'Review swap', 20_000);
      // Playwright's click waits until the button is enabled: once the new quote is in.
      await swap.getByTestId('swap-review').click();
      await expectView(desktop, 'SwapPreview');
      await desktop.getByTestId('swap-confirm').waitFor();
      await expectAccessibleInBothThemes(desktop, `${SHOTS}/swap-review-desktop`);

      const phone = await scenarios.visit({ testWallet: 'approve' }, PHONE, { mobile: true });
      await connectTestWallet(phone);
      const phoneSwap = await openSwap(phone);
      await typeSwapAmount(phoneSwap, '0.1');
      await expectAccessibleInBothThemes(phone, `${SHOTS}/swap-form-phone`);
      const phoneList = await openTokenList(phone, 'swap-from-token');
      expect(await fitsViewport(phone, phoneList)).toBe(true);
      await expectAccessibleInBothThemes(phone, `${SHOTS}/swap-picker-phone`);
      await phone.keyboard.press('Escape');
      await phoneList.waitFor({ state: 'detached' });
      await phoneSwap.getByTestId('swap-review').click();
      await expectView(phone, 'SwapPreview');
      await phone.getByTestId('swap-confirm').waitFor();
      await expectAccessibleInBothThemes(phone, `${SHOTS}/swap-review-phone`);
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'same token: picking on one side the token of the other swaps the two sides, so ETH is never swapped for ETH, and the button names what stands in the way',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const swap = await openSwap(page);
      expect([
        await pickedSymbol(page, 'swap-from-token'),
        await pickedSymbol(page, 'swap-to-token'),
      ]).toEqual(['ETH', 'DDAI']);
      await typeSwapAmount(swap, '0.5');

      await pickToken(page, 'swap-to-token', 'ETH');
      expect([
        await pickedSymbol(page, 'swap-from-token'),
        await pickedSymbol(page, 'swap-to-token'),
      ]).toEqual(['DDAI', 'ETH']);
      await pickToken(page, 'swap-from-token', 'ETH');
      expect([
        await pickedSymbol(page, 'swap-from-token'),
        await pickedSymbol(page, 'swap-to-token'),
      ]).toEqual(['ETH', 'DDAI']);
      await waitForText(swap.getByTestId('swap-review'), 'Review swap', 20_000);

      // DPTS has no decimals: half a DPTS cannot be sold, and the button says why.
      await pickToken(page, 'swap-from-token', 'DPTS');
      await waitForText(swap.getByTestId('swap-review'), 'DPTS takes whole amounts only');
      await swap.getByTestId('swap-amount').fill('');
      await waitForText(swap.getByTestId('swap-review'), 'Enter an amount');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'every API failure of the quote reads as a sentence: too small (the devstack pool gives nothing), unknown token, rate limited, server error, network down, malformed answer, no answer in time',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      const swap = await openSwap(page);
      const quoteError = swap.getByTestId('swap-quote-error');

      // One wei of DDAI buys nothing from the ETH/DDAI pool: the quote is 0.
      await pickToken(page, 'swap-from-token', 'DDAI');
      await typeSwapAmount(swap, '0.000000000000000001');
      await waitForText(quoteError, 'This amount is too small to swap. Try a larger amount.');

      const answers: readonly (readonly [string, (route: Route) => Promise<void>, string])[] = [
        [
          '1',
          (route) =>
            route.fulfill({
              status: 400,
              json: { status: 400, reasons: [{ name: 'unknown_token', description: 'not a known token' }] },
            }),
          'This token cannot be swapped here. Pick another one.',
        ],
        [
          '2',
          (route) => route.fulfill({ status: 429, json: { status: 429, reasons: [] } }),
          'Too many requests right now. Wait a moment and try again.',
        ],
        [
          '3',
          (route) => route.fulfill({ status: 500, body: '<html>upstream failed</html>' }),
          'The swap service is having trouble. Try again in a moment.',
        ],
        [
          '4',
          (route) => route.abort('internetdisconnected'),
          'The swap service cannot be reached. Check your connection and try again.',
        ],
        [
          '5',
          (route) => route.fulfill({ status: 200, json: { quotes: 'none' } }),
          'The swap service sent an answer that cannot be read. Try again later.',
        ],
      ];
      for (const [amount, answer, text] of answers) {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await page.route(isQuoteCall, answer);
        await typeSwapAmount(swap, amount);
        await waitForText(quoteError, text);
      }
      await expectAccessibleInBothThemes(page, `${SHOTS}/swap-failure-desktop`);

      // No answer at all: the call gives up after the SPEC §9 10 s and says so.
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route(isQuoteCall, () => new Promise<void>(() => undefined));
      await swap.getByTestId('swap-amount').fill('6');
      await waitForText(quoteError, 'The swap service took too long to answer. Try again.', 20_000);
      expect(await swap.textContent()).not.toContain('HTTP status code');
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
