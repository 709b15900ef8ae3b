import { type Locator, type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { capture, connectTestWallet, expectView, modal, setThemeMode } from './support/demoSite';
import { pairingUriShown, pickDemoWallet } from './support/demoWallet';

/**
 * A strict policy as a careful host sets it: scripts and styles only from the site's own origin,
 * no 'unsafe-inline' anywhere. The devstack's services run on 127.0.0.1 ports, among them the
 * Verify service (`apiUrls.walletConnectVerify`) whose frame a WalletConnect pairing shows.
 */
const STRICT_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  'frame-src http://127.0.0.1:*',
].join('; ');

/** What the page's `securitypolicyviolation` events and console said about the policy. */
interface Violations {
  readonly events: string[];
  readonly console: string[];
}

/** Records every violation the page reports, from its first script on. */
async function recordViolations(page: Page): Promise<Violations> {
  const violations: Violations = { events: [], console: [] };
  await page.exposeFunction('keyportTestViolation', (text: string) => violations.events.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { keyportTestViolation(text: string): void }).keyportTestViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`);
    });
  });
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.console.push(message.text());
  });
  return violations;
}

/** Waits (up to 5 s) until `condition` holds in the test. */
async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!condition() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * A computed colour as `rgb(r, g, b)`: Chromium writes colours that went through `color-mix()`
 * (the theme's surfaces) as `color(srgb r g b)` with channels from 0 to 1.
 */
function asRgb(colour: string): string {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)\)$/.exec(colour);
  if (srgb === null) return colour;
  const channels = srgb.slice(1).map((channel) => Math.round(Number(channel) * 255));
  return `rgb(${channels.join(', ')})`;
}

function computed(locator: Locator, property: string): Promise<string> {
  return locator
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property)
    .then(asRgb);
}

/** The page reloaded with the policy recorded from the start. */
async function visitUnderPolicy(
  scenarios: ReturnType<typeof useBrowserScenarios>,
  flags: Parameters<ReturnType<typeof useBrowserScenarios>['visit']>[0] = {},
): Promise<{ page: Page; violations: Violations }> {
  const page = await scenarios.visit(flags);
  const violations = await recordViolations(page);
  await page.reload();
  await page.locator('[data-testid="connect-button"], [data-testid="account-button"]').first().waitFor();
  return { page, violations };
}

/**
 * Hostile input, part 5: a site whose Content-Security-Policy allows styles only from its own
 * origin (`style-src 'self'`, no 'unsafe-inline') shows Keyport fully styled: the stylesheets are
 * constructed and adopted, not inline `<style>` elements, and the inline styles React sets go
 * through the CSSOM, which the policy allows. The demo is served with that policy as a header.
 */
describe("Keyport under a strict Content-Security-Policy (style-src 'self', no 'unsafe-inline')", () => {
  const scenarios = useBrowserScenarios(async () => ({
    headers: { 'content-security-policy': STRICT_POLICY },
  }));

  it(
    'the button, the modal and the WalletConnect view are styled in dark and light, with no violation',
    async () => {
      const { page, violations } = await visitUnderPolicy(scenarios);
      const connectButton = page.getByTestId('connect-button');
      // The host button's sheet: the accent pill.
      expect(await computed(connectButton, 'background-color')).toBe('rgb(59, 91, 219)');
      expect(await computed(connectButton, 'border-top-left-radius')).toBe('999px');

      await connectButton.click();
      await expectView(page, 'Connect');
      const card = modal(page);
      // The modal's sheet: the 360 px card in the theme's background, dark by default.
      expect(await computed(card, 'width')).toBe('360px');
      expect(await computed(card, 'background-color')).toBe('rgb(23, 24, 27)');
      await capture(page, 'csp-connect-dark');
      await setThemeMode(page, 'light');
      expect(await computed(card, 'background-color')).toBe('rgb(255, 255, 255)');
      await capture(page, 'csp-connect-light');

      // The host's theme variables reach the elements as inline custom properties (React's CSSOM).
      await page.evaluate(() => window.keyportDemo?.modal.setThemeVariables({ '--w3m-accent': '#0a7a3f' }));
      await page.waitForFunction(
        () =>
          getComputedStyle(document.querySelector('[data-testid="connect-button"]') as Element)
            .backgroundColor === 'rgb(10, 122, 63)',
      );

      // A view group's own sheets (the WalletConnect views and the QR code) load with it.
      await page.keyboard.press('Escape');
      await pickDemoWallet(page);
      await pairingUriShown(page);
      const qr = page.getByTestId('wc-qr');
      expect(await computed(qr, 'background-color')).toBe('rgb(255, 255, 255)');
      expect(await computed(qr, 'padding-top')).toBe('16px');
      expect(await computed(page.locator('.kp-wc').first(), 'display')).toBe('flex');
      await capture(page, 'csp-walletconnect-light');
      await setThemeMode(page, 'dark');
      expect(await computed(card, 'background-color')).toBe('rgb(23, 24, 27)');
      await capture(page, 'csp-walletconnect-dark');

      // Keyport's own styles never reach the page as <style> elements.
      expect(await page.locator('style').count()).toBe(0);
      expect(violations).toEqual({ events: [], console: [] });

      // The policy is in force and the recorder hears it: an inline <style> is refused.
      await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = 'body { color: red }';
        document.head.appendChild(style);
      });
      await until(() => violations.events.length > 0);
      expect(violations.events).toEqual([expect.stringMatching(/^style-src-elem blocked inline/)]);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "a connected account's button, with the avatar React styles inline, shows under the policy",
    async () => {
      const { page, violations } = await visitUnderPolicy(scenarios, { testWallet: 'approve' });
      await connectTestWallet(page);
      const avatar = page.getByTestId('account-button').locator('.kp-avatar');
      // Set from React's `style` prop: a gradient drawn from the address, at the button's size.
      expect(await computed(avatar, 'background-image')).toMatch(/^linear-gradient/);
      expect(await computed(avatar, 'width')).not.toBe('0px');
      await capture(page, 'csp-account-button');
      expect(violations).toEqual({ events: [], console: [] });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
