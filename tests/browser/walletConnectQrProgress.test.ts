import { type Page } from 'playwright-core';
// Declares the page's `window.keyportDemo` for the functions run in the page.
import type {} from '../../demo/src/demoGlobals';
import { closedPort } from '../support/closedPort';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectAccessibleAndCapture, expectView, openDemo, setThemeMode } from './support/demoSite';
import { pickDemoWallet } from './support/demoWallet';
import { DESKTOP, PHONE, type Viewport } from './support/visitors';

/** Where this file's screenshots go, under `.artifacts/screenshots/`. */
const SHOTS = 'walletconnect-qr-progress';

/**
 * The QR code while its pairing is made: a spinner on the plate and a status that says the code is
 * coming, and says it again when it takes long. The page is given a relay nobody listens on, so
 * the code never comes and each stage can be looked at; the page's clock is the test's.
 */
describe('WalletConnect QR code progress (the visitor sees the code is coming)', () => {
  const scenarios = useBrowserScenarios(async () => ({
    walletConnectRelayUrl: `ws://127.0.0.1:${await closedPort()}`,
  }));

  /**
   * Opens a QR code at `viewport` on the page's own clock: the demo wallet's on a desktop; on a
   * phone, where a wallet opens on its link, the QR code for any wallet (the host's
   * `open({ view: 'ConnectingWalletConnect' })`).
   */
  async function openQrView(viewport: Viewport, mobile: boolean): Promise<Page> {
    const page = await scenarios.visit({}, viewport, { mobile });
    await page.clock.install();
    await openDemo(page, scenarios.stack().demoUrl);
    if (mobile)
      await page.evaluate(() => window.keyportDemo?.modal.open({ view: 'ConnectingWalletConnect' }));
    else await pickDemoWallet(page);
    await expectView(page, 'ConnectingWalletConnect');
    await page.locator('[data-testid="view-ConnectingWalletConnect"][data-platform="qrcode"]').waitFor();
    return page;
  }

  const cases = [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const;

  it.each(cases)(
    '%s: "Preparing the QR code…" with a spinner on the busy plate, then "Still preparing…" after 3 s (light and dark, axe)',
    async (name, viewport, mobile) => {
      const page = await openQrView(viewport, mobile);
      const status = page.getByTestId('wc-qr-status');
      const plate = page.getByTestId('wc-qr');

      await status.filter({ hasText: 'Preparing the QR code…' }).waitFor();
      expect(await plate.getAttribute('aria-busy')).toBe('true');
      expect(await plate.locator('.kp-spinner').isVisible()).toBe(true);
      for (const mode of ['dark', 'light'] as const) {
        await setThemeMode(page, mode);
        await expectAccessibleAndCapture(page, `${SHOTS}/${name}-preparing-${mode}`);
      }

      await page.clock.runFor(3_000);
      await status.filter({ hasText: 'Still preparing the QR code…' }).waitFor();
      expect(await status.textContent()).toContain('Reaching WalletConnect is taking longer than usual.');
      for (const mode of ['dark', 'light'] as const) {
        await setThemeMode(page, mode);
        await expectAccessibleAndCapture(page, `${SHOTS}/${name}-preparing-slow-${mode}`);
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
