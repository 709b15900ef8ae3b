import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { type CardFrame, framesBetween, recordCardFrames, takeCardFrames } from './support/cardHeights';
import {
  clickToNewTab,
  connectTestWallet,
  expectAccessibleInBothThemes,
  expectModalClosed,
  expectView,
  modal,
  settle,
  TEST_WALLET_TILE,
} from './support/demoSite';
import { DESKTOP, PHONE, viewportLabel } from './support/visitors';

/** The card's move between two views: about 180 ms, with room for a busy machine's frames. */
const MOVE_BOUND_MS = 600;
/** Long enough for a view's code and data to arrive and the card to come to rest. */
const REST_MS = 1_200;

async function goBack(page: Page): Promise<void> {
  await modal(page).getByRole('button', { name: 'Back' }).click();
}

/** Waits while the card comes to rest, and returns the frames since the last take. */
async function framesUntilRest(page: Page): Promise<CardFrame[]> {
  await page.waitForTimeout(REST_MS);
  await settle(page);
  return takeCardFrames(page);
}

/** The card's first and last height in `frames`, and the frames of a move between them. */
function move(frames: readonly CardFrame[]) {
  const from = frames[0]?.height ?? 0;
  const to = frames.at(-1)?.height ?? 0;
  return { from, to, between: framesBetween(frames, from, to) };
}

/** Focus is in the element of test id `testId` (the new view, or the dialog itself). */
async function focusIn(page: Page, testId: string): Promise<boolean> {
  return page.evaluate(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.contains(document.activeElement) === true,
    testId,
  );
}

/**
 * The modal's card between views and the options that change its frame: its height moves
 * rather than jumps (and jumps when the visitor asks for less motion), the legal checkbox keeps
 * the wallets closed until it is ticked, and on a phone the card may fill the screen.
 */
describe('the modal card: its height between views, the legal checkbox, full screen on a phone', () => {
  const scenarios = useBrowserScenarios();

  it.each([DESKTOP, PHONE])(
    "the card moves to each view's height (%j): Account → Send → Account through heights in between, in about 180 ms; the first open does not move; focus lands in the new view",
    async (viewport) => {
      const page = await scenarios.visit({ testWallet: 'approve' }, viewport, { mobile: viewport === PHONE });
      await connectTestWallet(page);
      await recordCardFrames(page);

      await page.getByTestId('account-button').click();
      await expectView(page, 'Account');
      const opening = await framesUntilRest(page);
      // The first view is not a move: the card is never held at a height of its own making.
      expect(opening.filter((frame) => frame.styledHeight !== '' || frame.transition !== '')).toEqual([]);
      expect(opening.at(-1)?.height).toBeGreaterThan(0);

      await modal(page).getByTestId('wallet-feature-send').click();
      await expectView(page, 'WalletSend');
      const toSend = move(await framesUntilRest(page));
      expect(toSend.from).not.toBe(toSend.to);
      expect(toSend.between.length).toBeGreaterThanOrEqual(3);
      expect((toSend.between.at(-1)?.at ?? 0) - (toSend.between[0]?.at ?? 0)).toBeLessThan(MOVE_BOUND_MS);
      expect(toSend.between.every((frame) => frame.transition.includes('height'))).toBe(true);
      // A touch screen keeps focus on the dialog rather than raise the keyboard over the form.
      expect(await focusIn(page, viewport === PHONE ? 'modal' : 'view-WalletSend')).toBe(true);
      await expectAccessibleInBothThemes(page, `polish/card-send-${viewportLabel(viewport)}`);

      await takeCardFrames(page);
      await goBack(page);
      await expectView(page, 'Account');
      const back = move(await framesUntilRest(page));
      expect(back.between.length).toBeGreaterThanOrEqual(3);
      // At rest the card sizes itself again.
      expect(await modal(page).evaluate((card) => card.style.height)).toBe('');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "prefers-reduced-motion: the card goes straight to the next view's height, with no height in between",
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await connectTestWallet(page);
      await page.getByTestId('account-button').click();
      await expectView(page, 'Account');
      await page.waitForTimeout(REST_MS);
      await recordCardFrames(page);

      await modal(page).getByTestId('wallet-feature-send').click();
      await expectView(page, 'WalletSend');
      const frames = await framesUntilRest(page);
      const toSend = move(frames);
      expect(toSend.from).not.toBe(toSend.to);
      expect(toSend.between).toEqual([]);
      expect(frames.filter((frame) => frame.transition.includes('height'))).toEqual([]);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it.each([DESKTOP, PHONE])(
    'REFERENCE §5 features.legalCheckbox (%j): the wallets stay disabled until the visitor ticks "I agree to the Terms of Service and Privacy Policy", whose links open the site\'s pages',
    async (viewport) => {
      const page = await scenarios.visit({ testWallet: 'approve', legal: 'checkbox' }, viewport, {
        mobile: viewport === PHONE,
      });
      await page.getByTestId('connect-button').click();
      const connect = await expectView(page, 'Connect');
      const notice = connect.getByTestId('legal-notice');
      expect(await notice.textContent()).toBe(
        'I agree to the Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)',
      );
      const wallet = connect.getByTestId(viewport === PHONE ? 'all-wallets' : TEST_WALLET_TILE);
      await wallet.waitFor();
      expect(await wallet.isDisabled()).toBe(true);
      await expectAccessibleInBothThemes(page, `polish/legal-checkbox-${viewportLabel(viewport)}`);

      const origin = new URL(page.url()).origin;
      const terms = notice.getByRole('link', { name: /^Terms of Service/ });
      expect(await terms.getAttribute('href')).toBe(`${origin}/terms.html`);
      const termsTab = await clickToNewTab(page, terms);
      expect(await termsTab.title()).toBe('Terms of Service: Keyport demo');
      await termsTab.close();
      const privacy = notice.getByRole('link', { name: /^Privacy Policy/ });
      expect(await privacy.getAttribute('href')).toBe(`${origin}/privacy.html`);
      // Following a link is not agreeing.
      expect(await connect.getByTestId('legal-checkbox').isChecked()).toBe(false);

      await connect.getByTestId('legal-checkbox').check();
      expect(await wallet.isDisabled()).toBe(false);
      await expectAccessibleInBothThemes(page, `polish/legal-checkbox-ticked-${viewportLabel(viewport)}`);
      if (viewport === DESKTOP) {
        await wallet.click();
        await expectModalClosed(page);
        await page.getByTestId('account-button').waitFor();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'REFERENCE §5 termsConditionsUrl and privacyPolicyUrl without the checkbox: the links under the wallets, which stay enabled',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve', legal: 'links' });
      await page.getByTestId('connect-button').click();
      const connect = await expectView(page, 'Connect');
      expect(await connect.getByTestId('legal-notice').textContent()).toBe(
        'By connecting your wallet, you agree to our Terms of Service (opens in a new tab) and Privacy Policy (opens in a new tab)',
      );
      expect(await connect.getByTestId('legal-checkbox').count()).toBe(0);
      expect(await connect.getByTestId(TEST_WALLET_TILE).isDisabled()).toBe(false);
      await expectAccessibleInBothThemes(page, 'polish/legal-links-desktop');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'REFERENCE §5 enableMobileFullScreen on a touch phone: the card fills the screen on every view, never moves, and its body scrolls',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve', fullScreen: true }, PHONE, {
        mobile: true,
      });
      await connectTestWallet(page);
      await recordCardFrames(page);
      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await framesUntilRest(page);
      expect(await modal(page).evaluate((card) => card.getBoundingClientRect().height)).toBe(PHONE.height);
      await expectAccessibleInBothThemes(page, 'polish/full-screen-account-phone');

      await account.getByTestId('wallet-feature-send').click();
      await expectView(page, 'WalletSend');
      const frames = await framesUntilRest(page);
      expect(frames.filter((frame) => frame.styledHeight !== '')).toEqual([]);
      expect(new Set(frames.map((frame) => frame.height))).toEqual(new Set([PHONE.height]));
      await expectAccessibleInBothThemes(page, 'polish/full-screen-send-phone');

      // The Account view's tabs are longer than the screen: the body scrolls, the card stays.
      await goBack(page);
      await expectView(page, 'Account');
      await page.getByRole('tab', { name: 'Activity' }).click();
      await page.getByTestId('activity-row').first().waitFor();
      const body = modal(page).locator('.kp-body');
      expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.getByTestId('activity-row').last().scrollIntoViewIfNeeded();
      expect(await body.evaluate((element) => element.scrollTop)).toBeGreaterThan(0);
      expect(await modal(page).evaluate((card) => card.getBoundingClientRect().height)).toBe(PHONE.height);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
