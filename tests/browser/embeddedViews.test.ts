import { type Page } from 'playwright-core';
import { type ViewName } from '../../domain/router/View';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectAccessibleAndCapture, expectView, modal } from './support/demoSite';
import { EMBEDDED_VIEWS_SITE } from './support/embeddedViews/embeddedViewsSite';
import './support/embeddedViews/pageGlobals';
import { DESKTOP, PHONE, type Viewport, viewportLabel } from './support/visitors';
import { typeCode } from './support/embeddedInput';

const EMAIL = 'visitor@example.com';

/** Where the screenshots of this file go, under `.artifacts/screenshots/`. */
const SHOTS = 'embedded-views';

/** Opens the modal on `view` with `data`. */
async function open(page: Page, view: ViewName, data?: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ([name, with_]) =>
      window.embeddedViews?.keyport.open({ view: name as ViewName, ...(with_ ? { data: with_ } : {}) }),
    [view, data] as const,
  );
  await expectView(page, view);
}

async function setTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => window.embeddedViews?.keyport.setThemeMode(next), mode);
  await page.locator(`[data-keyport-modal] [data-kp-theme="${mode}"]`).waitFor({ state: 'attached' });
}

/** axe-core (colour contrast included) and a screenshot, in each theme. */
async function expectAccessibleInBothThemes(page: Page, name: string, viewport: Viewport): Promise<void> {
  for (const mode of ['light', 'dark'] as const) {
    await setTheme(page, mode);
    await expectAccessibleAndCapture(page, `${SHOTS}/${name}-${viewportLabel(viewport)}-${mode}`);
  }
}

/**
 * Waits until the frame's last placement is the approval area as laid out now: the card's height
 * may still be moving into place, and each move must be followed.
 */
async function expectFramePlacedOverArea(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const area = document.querySelector('[data-testid="view-ApproveTransaction"]')?.getBoundingClientRect();
    const placed = window.embeddedViews?.login.placements.at(-1);
    return (
      area !== undefined &&
      placed !== undefined &&
      placed.top === area.top &&
      placed.left === area.left &&
      placed.width === area.width &&
      placed.height === area.height
    );
  });
}

/**
 * The embedded wallet's views in Chromium, on a page whose Keyport has a scripted embedded wallet
 * (`support/embeddedViews`): what only a browser shows: the layout on a desktop and a phone, in
 * both themes, with axe-core's colour contrast; a real pop-up window for a social login; and the
 * frame's area over the card as laid out.
 */
describe("the embedded wallet's views, in Chromium", () => {
  const scenarios = useBrowserScenarios(async () => ({ site: EMBEDDED_VIEWS_SITE }));

  describe.each([
    ['a desktop', DESKTOP],
    ['a phone', PHONE],
  ] as const)('on %s', (_, viewport) => {
    const visit = () => scenarios.visit({}, viewport, { mobile: viewport === PHONE });

    it(
      'SPEC §2: the Connect view offers email, social and the wallets; the social buttons fit the card',
      async () => {
        const page = await visit();
        await open(page, 'Connect');
        await page.getByTestId('all-wallets').waitFor();
        const socials = page.getByTestId('social-logins');
        const fits = await socials.evaluate((group) => group.scrollWidth <= group.clientWidth);
        expect(fits).toBe(true);
        await expectAccessibleInBothThemes(page, 'connect', viewport);

        // SPEC §5: the problem under the field.
        await page.getByLabel('Email', { exact: true }).fill('visitor@example');
        await page.getByLabel('Email', { exact: true }).press('Enter');
        await page.getByText('Enter a valid email').waitFor();
        await expectAccessibleInBothThemes(page, 'connect-invalid-email', viewport);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      'SPEC §4: Enter sends the email; the code step shows the address, checks the code and shows a refusal',
      async () => {
        const page = await visit();
        await open(page, 'Connect');
        await page.getByLabel('Email', { exact: true }).fill(EMAIL);
        await page.getByLabel('Email', { exact: true }).press('Enter');
        await page.waitForFunction(
          () => (window.embeddedViews?.login.waiting('connectEmail').length ?? 0) > 0,
        );
        await page.evaluate(() => window.embeddedViews?.login.resolve('connectEmail', 'VERIFY_OTP'));
        await expectView(page, 'EmailVerifyOtp');
        await page.getByText(`Enter the code we sent to ${EMAIL}`).waitFor();

        await typeCode(page, '123456');
        const asked = await page.evaluate(() => window.embeddedViews?.login.waiting('verifyCode'));
        expect(asked).toEqual([['123456']]);
        await page.evaluate(() =>
          window.embeddedViews?.login.reject('verifyCode', new Error('Invalid code')),
        );
        await page.getByTestId('otp-status').getByText('Invalid code').waitFor();
        await page.evaluate(() => window.embeddedViews?.login.setState({ nextCodeAt: Date.now() + 30_000 }));
        await page.getByText(/Please try again after \d+ seconds/).waitFor();
        await expectAccessibleInBothThemes(page, 'email-code', viewport);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      'the device approval, the email update and its code step',
      async () => {
        const page = await visit();
        await page.evaluate(
          (email) => window.embeddedViews?.login.setState({ email, authProvider: 'email' }),
          EMAIL,
        );
        await open(page, 'EmailVerifyDevice', { email: EMAIL });
        await expectAccessibleInBothThemes(page, 'email-device', viewport);
        await open(page, 'UpdateEmailWallet');
        await page.getByLabel('New email').fill(EMAIL);
        await page.getByRole('button', { name: 'Continue' }).click();
        await page.getByText('This is already your email').waitFor();
        await expectAccessibleInBothThemes(page, 'update-email', viewport);
        await open(page, 'UpdateEmailPrimaryOtp', { email: EMAIL, newEmail: 'new@example.com' });
        await expectAccessibleInBothThemes(page, 'update-email-code', viewport);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      'SPEC §4 Farcaster: the address as a QR code, with a link and its copy',
      async () => {
        const page = await visit();
        await open(page, 'ConnectingFarcaster');
        await page.evaluate(() =>
          window.embeddedViews?.login.resolve(
            'farcasterUri',
            'https://farcaster.example/~/siwf?channelToken=abc123',
          ),
        );
        await page.getByRole('img', { name: 'QR code to log in with Farcaster' }).waitFor();
        await expectAccessibleInBothThemes(page, 'farcaster', viewport);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      'REFERENCE §4: the frame is placed over the approval area as laid out, again when the window changes; SPEC §4 closing is refused',
      async () => {
        const page = await visit();
        // The core shows the view for a request waiting in the frame, flagged first.
        await page.evaluate(() => window.embeddedViews?.login.setState({ awaitingApproval: true }));
        await open(page, 'ApproveTransaction');
        await expectFramePlacedOverArea(page);
        const size = await page
          .getByTestId('view-ApproveTransaction')
          .evaluate(
            (element) => element.getBoundingClientRect().toJSON() as { width: number; height: number },
          );
        expect(size.width).toBeGreaterThan(300);
        expect(size.height).toBeGreaterThan(300);

        // The window changes: the frame follows the area.
        const before = await page.evaluate(() => window.embeddedViews?.login.placements.length ?? 0);
        await page.setViewportSize({ width: viewport.width - 40, height: viewport.height - 100 });
        await page.waitForFunction(
          (count) => (window.embeddedViews?.login.placements.length ?? 0) > count,
          before,
        );
        await expectFramePlacedOverArea(page);

        await page.keyboard.press('Escape');
        await page.locator('[data-testid="modal"].kp-shake').waitFor();
        expect(await modal(page).isVisible()).toBe(true);
        await expectAccessibleInBothThemes(page, 'approve', viewport);
      },
      SCENARIO_TIMEOUT_MS,
    );
  });

  it(
    'REFERENCE §4: a social click opens the login window in the click; the visitor closing it shows Try again, which opens another',
    async () => {
      const page = await scenarios.visit({}, DESKTOP);
      await open(page, 'Connect');
      const firstWindow = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      const popup = await firstWindow;
      expect(await popup.evaluate(() => window.name)).toBe('keyport-social');
      await expectView(page, 'ConnectingSocial');
      await page.getByText('Continue in the Google window').waitFor();
      await page.waitForFunction(
        () => (window.embeddedViews?.login.waiting('connectSocial').length ?? 0) > 0,
      );

      await popup.close();
      // As the login does, the window is seen closed from the page before the login gives up.
      await page.waitForFunction(() => window.embeddedViews?.login.socialWindows[0]?.isClosed() === true);
      await page.evaluate(() =>
        window.embeddedViews?.login.reject('connectSocial', new Error('The window was closed')),
      );
      await page.getByText('The login window was closed').waitFor();
      await expectAccessibleInBothThemes(page, 'social-closed', DESKTOP);

      const secondWindow = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Try again' }).click();
      await secondWindow;
      await page.getByText('Continue in the Google window').waitFor();
      await expectAccessibleInBothThemes(page, 'social-waiting', DESKTOP);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'features.emailShowWallets false: the wallets wait behind "Continue with a wallet"',
    async () => {
      const page = await scenarios.visit({}, DESKTOP);
      await page.goto(
        `${page.url().split('?')[0]}?features=${encodeURIComponent(JSON.stringify({ emailShowWallets: false }))}`,
      );
      await page.getByTestId('connect-button').waitFor();
      await open(page, 'Connect');
      await page.getByRole('button', { name: 'Continue with a wallet' }).waitFor();
      await expectAccessibleInBothThemes(page, 'connect-collapsed', DESKTOP);
      await page.getByRole('button', { name: 'Continue with a wallet' }).click();
      await page.getByTestId('wallet-walletConnect').waitFor();
    },
    SCENARIO_TIMEOUT_MS,
  );
});
