import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  expectAccessibleInBothThemes,
  expectModalClosed,
  expectView,
  openDemo,
  type DemoFlags,
} from './support/demoSite';
import { PHONE } from './support/visitors';

/** A production host name: Chromium resolves it to 127.0.0.1, where the demo server listens. */
const PRODUCTION_HOST = 'shop.example';

/** A project id the devstack's services do not know: the explorer and analytics answer 403. */
const MISTYPED_PROJECT_ID = 'mistyped-project';

const ALERT_PREFIX = 'Keyport alert: ';

/**
 * Loads the demo with `flags` at `url` and records every console warning of the page from its very
 * first script (a listener added after the load would miss those of creation).
 */
async function loadRecordingConsole(page: Page, url: string, flags: DemoFlags): Promise<string[]> {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await openDemo(page, url, flags);
  return warnings;
}

/**
 * Opens the modal on Connect and closes it again; the first time, once the wallet explorer has
 * answered (it is asked once per page).
 */
async function openAndCloseConnect(page: Page, first: boolean): Promise<void> {
  const explorerAnswered = first
    ? page.waitForResponse((response) => response.url().includes('/getWallets'))
    : Promise.resolve(undefined);
  await page.getByTestId('connect-button').click();
  await expectView(page, 'Connect');
  await explorerAnswered;
  await page.keyboard.press('Escape');
  await expectModalClosed(page);
}

function alertsOn(warnings: readonly string[]): string[] {
  return warnings.filter((warning) => warning.startsWith(ALERT_PREFIX));
}

/**
 * SPEC §8 alerts, in Chromium on the demo: a missing or mistyped project id used to show only a
 * thinner wallet list, the alerts sitting in `getAlerts()`. The developer now reads them on the
 * console (each once) and, on localhost, in the modal; a visitor of a production host reads none.
 */
describe('SPEC §8 alerts reach the site developer, never the visitors', () => {
  const scenarios = useBrowserScenarios(undefined, [
    `--host-resolver-rules=MAP ${PRODUCTION_HOST} 127.0.0.1`,
  ]);

  it(
    'SPEC §8: on localhost without a project id, "Project ID Not Configured" is on the console once and in a notice above the view (axe, both themes, desktop and phone)',
    async () => {
      for (const [viewport, name] of [
        [undefined, 'desktop'],
        [PHONE, 'phone'],
      ] as const) {
        const page = await scenarios.visit({}, viewport, { mobile: viewport !== undefined });
        const warnings = await loadRecordingConsole(page, scenarios.stack().demoUrl, { projectId: '' });
        await openAndCloseConnect(page, false);
        await page.getByTestId('connect-button').click();
        const notice = page.getByTestId('developer-notice');
        await notice.waitFor();
        expect(await notice.getAttribute('role')).toBe('note');
        expect(await notice.textContent()).toContain(
          'Project ID Not Configured No project id was given when the modal was created. Pass a project id in the options.',
        );
        expect(alertsOn(warnings)).toEqual([
          `${ALERT_PREFIX}Project ID Not Configured. No project id was given when the modal was created. Pass a project id in the options.`,
        ]);
        await expectAccessibleInBothThemes(page, `developer-alerts/no-project-id-${name}`);
      }
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'SPEC §8: on localhost a mistyped project id raises "Invalid App Configuration" from the explorer and analytics refusing it: on the console once each, and in the notice',
    async () => {
      const page = await scenarios.visit();
      const warnings = await loadRecordingConsole(page, scenarios.stack().demoUrl, {
        projectId: MISTYPED_PROJECT_ID,
      });
      await openAndCloseConnect(page, true);
      await openAndCloseConnect(page, false);
      await page.getByTestId('connect-button').click();
      const notice = page.getByTestId('developer-notice');
      await notice.locator('[data-alert="INVALID_PROJECT_ID"]').waitFor();
      await notice.locator('[data-alert="ORIGIN_NOT_ALLOWED"]').waitFor();
      expect(await notice.textContent()).toContain('The project id was not accepted.');
      expect(alertsOn(warnings).sort()).toEqual(
        [
          `${ALERT_PREFIX}Invalid App Configuration. The project id was not accepted. Check that the project id passed to the modal is correct.`,
          `${ALERT_PREFIX}Invalid App Configuration. This site's origin is not on the project's list of allowed domains. Add it to the project's allowed domains.`,
        ].sort(),
      );
      await expectAccessibleInBothThemes(page, 'developer-alerts/mistyped-project-id');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §8: on a production host the visitor reads no developer text, only that the wallet list could not be loaded; the console and getAlerts() still tell the developer',
    async () => {
      const page = await scenarios.visit();
      const production = new URL(scenarios.stack().demoUrl);
      production.hostname = PRODUCTION_HOST;
      const warnings = await loadRecordingConsole(page, production.toString(), {
        projectId: MISTYPED_PROJECT_ID,
      });
      expect(await page.evaluate(() => window.location.hostname)).toBe(PRODUCTION_HOST);
      await openAndCloseConnect(page, true);
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.waitForFunction(() => (window.keyportDemo?.modal.getAlerts().length ?? 0) >= 2);
      expect(await page.getByTestId('developer-notice').count()).toBe(0);
      const modalText = (await page.getByTestId('modal').textContent()) ?? '';
      expect(modalText).not.toMatch(/project|Invalid App Configuration|developer|origin/i);
      await capture(page, 'developer-alerts/production-connect');

      await page.getByTestId('all-wallets').click();
      const allWallets = await expectView(page, 'AllWallets');
      await allWallets.getByText('The wallet list could not be loaded.').waitFor();
      expect(await page.getByTestId('developer-notice').count()).toBe(0);
      await expectAccessibleInBothThemes(page, 'developer-alerts/production-all-wallets');
      expect(alertsOn(warnings)).toHaveLength(2);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
