import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import { expectAccessibleInBothThemes, expectView, modal } from './support/demoSite';
import { serveHostileExplorer } from './support/hostileWallets';
import { allWalletsTiles, loadEveryWallet, nameLayouts, namesBreakingTheRule } from './support/nameLayout';
import { DESKTOP, PHONE, viewportLabel } from './support/visitors';

/**
 * Far longer than two lines of a tile, in words of ordinary length, and within the 64 characters
 * a name is shown with (SPEC §9 DISPLAY_TEXT_MAX_LENGTH).
 */
const LONG_NAME = 'Extraordinarily Lengthy Wallet Named Well Past Two Lines Of Tile';
/** One word wider than any tile, row or title. */
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis';

/** An explorer record named `name` that a phone can open too (it has a mobile and a web link). */
function namedWallet(id: string, name: string) {
  return {
    id,
    name,
    chains: ['eip155:1', 'eip155:42161'],
    supports_wc: true,
    mobile_link: `https://link.${id}.example`,
    webapp_link: `https://app.${id}.example`,
  };
}

const LONG_NAMED = [namedWallet('long-name', LONG_NAME), namedWallet('long-word', LONG_WORD)];

async function openConnect(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click();
  await expectView(page, 'Connect');
}

/** The "All wallets" row's count, or null while it shows none. */
async function allWalletsCount(page: Page): Promise<number | null> {
  const badge = page.getByTestId('all-wallets').locator('.kp-badge');
  return (await badge.count()) === 0 ? null : Number(await badge.textContent());
}

/**
 * The wallet lists as a visitor meets them: names of any length in the Connect rows, the All
 * Wallets grid and a wallet's connecting view, and the "All wallets" count beside the list it
 * counts, on a desktop and on a touch phone.
 */
describe('wallet names and the "All wallets" count, in Chromium', () => {
  const scenarios = useBrowserScenarios();
  const explorerUrl = () => scenarios.stack().devstack.explorerUrl;

  it.each([DESKTOP, PHONE])(
    "wallet names (%j): at most two lines, never a word broken in two, an ellipsis where cut: the explorer's names and hostile long ones, in the Connect rows, the All Wallets grid and the connecting view",
    async (viewport) => {
      const page = await scenarios.visit({}, viewport, { mobile: viewport === PHONE });
      await serveHostileExplorer(page, explorerUrl(), LONG_NAMED);
      await openConnect(page);
      const rows = page.getByTestId('view-Connect').locator('.kp-name');
      await page.getByTestId('wallet-long-word').waitFor();
      const rowLayouts = await nameLayouts(rows);
      expect(rowLayouts.map((layout) => layout.text)).toEqual(expect.arrayContaining([LONG_NAME, LONG_WORD]));
      expect(namesBreakingTheRule(rowLayouts)).toEqual([]);
      expect(rowLayouts.find((layout) => layout.text === LONG_WORD)?.cut).toBe(true);
      await expectAccessibleInBothThemes(page, `polish/names-connect-${viewportLabel(viewport)}`);

      await page.getByTestId('all-wallets').click();
      await expectView(page, 'AllWallets');
      await loadEveryWallet(page);
      const tileLayouts = await nameLayouts(page.getByTestId('view-AllWallets').locator('.kp-name'));
      // The explorer's own names (Copperleaf, Cobblestone…) and the long ones.
      expect(tileLayouts.length).toBe(await allWalletsTiles(page).count());
      expect(namesBreakingTheRule(tileLayouts)).toEqual([]);
      expect(tileLayouts.filter((layout) => layout.cut).map((layout) => layout.text)).toEqual(
        expect.arrayContaining([LONG_NAME, LONG_WORD]),
      );
      // The full name stays readable: in the text (screen readers) and as the tile's hint.
      const longTile = page.getByTestId('wallet-long-name');
      expect(await longTile.locator('.kp-name').getAttribute('title')).toBe(LONG_NAME);
      await page.getByTestId('view-AllWallets').evaluate((view) => view.closest('.kp-body')?.scrollTo(0, 0));
      await expectAccessibleInBothThemes(page, `polish/names-all-wallets-${viewportLabel(viewport)}`);

      await longTile.click();
      await expectView(page, 'ConnectingWalletConnect');
      // The header's title is the wallet's name; a phone's "Continue in …" names it too.
      const title = modal(page).locator('.kp-title');
      expect(await title.textContent()).toBe(LONG_NAME);
      const connecting = modal(page).locator(
        '.kp-title, [data-testid="view-ConnectingWalletConnect"] .kp-name',
      );
      if (viewport === PHONE)
        await page.locator('[data-testid="view-ConnectingWalletConnect"] .kp-name').waitFor();
      expect(namesBreakingTheRule(await nameLayouts(connecting))).toEqual([]);
      await expectAccessibleInBothThemes(page, `polish/names-connecting-${viewportLabel(viewport)}`);
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'REFERENCE §7 on a touch phone: the "All wallets" count never says more than the list shows; once the list is read to its end, both say the same',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      await openConnect(page);
      await page.getByTestId('all-wallets').waitFor();
      // The explorer's first answers are in (its recommended wallets are listed) …
      await page.waitForFunction(
        // The email field and the social buttons take two of the list's slots (REFERENCE §7).
        () => document.querySelectorAll('[data-testid="view-Connect"] [data-testid^="wallet-"]').length >= 2,
      );
      // … and its count covers wallets a phone cannot open, so the row shows no number yet.
      expect(await allWalletsCount(page)).toBeNull();

      await page.getByTestId('all-wallets').click();
      await expectView(page, 'AllWallets');
      const listed = await loadEveryWallet(page);
      expect(listed).toBeGreaterThan(40);

      await page.getByRole('button', { name: 'Back' }).click();
      await expectView(page, 'Connect');
      expect(await allWalletsCount(page)).toBe(listed);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
