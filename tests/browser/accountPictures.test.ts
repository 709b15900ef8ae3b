import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { connectTestWallet, expectAccessibleInBothThemes, expectView, modal } from './support/demoSite';
import { openWalletFeature } from './support/walletFeatureFlows';
import { DESKTOP, PHONE, viewportLabel } from './support/visitors';

/** What each Activity row shows as its picture, read in the page. */
interface RowPicture {
  readonly title: string;
  /** `image` (a loaded image), `kind:<operation type>` (the kind's drawn icon), or `empty`. */
  readonly picture: string;
}

async function activityPictures(page: Page): Promise<RowPicture[]> {
  return page.getByTestId('activity-row').evaluateAll((rows) =>
    rows.map((row) => {
      const image = row.querySelector('img');
      const kind = row.querySelector('.kp-activity-icon');
      const drawn = kind !== null && kind.querySelector('svg path, svg circle, svg rect') !== null;
      const picture =
        image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0
          ? 'image'
          : drawn
            ? `kind:${kind.getAttribute('data-activity-kind') ?? ''}`
            : 'empty';
      return { title: row.querySelector('.kp-row-title')?.textContent ?? '', picture };
    }),
  );
}

/** Presses "Load more" until the Activity tab has every page of the devstack's history. */
async function loadAllActivity(page: Page): Promise<void> {
  const loadMore = page.getByTestId('activity-load-more');
  for (let pages = 1; (await loadMore.count()) > 0; pages += 1) {
    if (pages > 10) throw new Error('The history never ended: more than 10 pages');
    const before = await page.getByTestId('activity-row').count();
    await loadMore.click();
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[data-testid="activity-row"]').length > count ||
        document.querySelector('[data-testid="activity-load-more"]') === null,
      before,
    );
  }
}

/**
 * What the Account view and Buy show beside each row: every activity has a picture (the moved
 * token's image, or the icon of its kind when nothing moved), every provider its logo.
 */
describe('pictures in the Account view and Buy, in Chromium', () => {
  const scenarios = useBrowserScenarios();

  it.each([DESKTOP, PHONE])(
    'Activity (%j): "Deployed" and "Contract call" rows show their kind\'s icon, the others their token\'s image; no row an empty disc',
    async (viewport) => {
      const page = await scenarios.visit({ testWallet: 'approve' }, viewport, { mobile: viewport === PHONE });
      await connectTestWallet(page);
      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await account.getByRole('tab', { name: 'Activity' }).click();
      await page.getByTestId('activity-row').first().waitFor();
      await loadAllActivity(page);
      // Images load lazily: each row is brought into sight before it is read.
      for (const row of await page.getByTestId('activity-row').all()) await row.scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('[data-testid="activity-row"] img')].every(
          (image) => image.complete,
        ),
      );

      const pictures = await activityPictures(page);
      expect(pictures.filter((row) => row.picture === 'empty')).toEqual([]);
      const byTitle = (title: string) => pictures.filter((row) => row.title === title);
      expect(byTitle('Deployed').length).toBeGreaterThan(0);
      expect(byTitle('Deployed').every((row) => row.picture === 'kind:deploy')).toBe(true);
      expect(byTitle('Contract call').length).toBeGreaterThan(0);
      expect(byTitle('Contract call').every((row) => row.picture === 'kind:execute')).toBe(true);
      expect(byTitle('Received').every((row) => row.picture === 'image')).toBe(true);

      await modal(page).locator('.kp-activity-icon').first().scrollIntoViewIfNeeded();
      await expectAccessibleInBothThemes(page, `polish/activity-icons-${viewportLabel(viewport)}`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it.each([DESKTOP, PHONE])(
    'Buy (%j): Coinbase and Meld each show their logo beside their name',
    async (viewport) => {
      const page = await scenarios.visit({ testWallet: 'approve' }, viewport, { mobile: viewport === PHONE });
      await connectTestWallet(page);
      const buy = await openWalletFeature(page, 'onramp', 'OnRampProviders');
      for (const provider of ['coinbase', 'meld']) {
        const logo = buy.getByTestId(`onramp-provider-${provider}`).locator('svg.kp-onramp-logo');
        expect(await logo.getAttribute('data-provider-logo')).toBe(provider);
        expect(await logo.boundingBox()).toMatchObject({ width: 40, height: 40 });
      }
      await expectAccessibleInBothThemes(page, `polish/onramp-logos-${viewportLabel(viewport)}`);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
