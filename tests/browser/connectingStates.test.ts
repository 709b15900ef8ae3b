import { type Locator, type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  expectAccessibleInBothThemes,
  expectConnectedAs,
  expectView,
  modal,
  setTestWalletMode,
  TEST_WALLET_TILE,
  testWalletAddress,
  waitForText,
} from './support/demoSite';
import { answerProposal, DEMO_WALLET, pairingUriShown, pasteUri, pickDemoWallet } from './support/demoWallet';
import { installScriptedWallet, REQUEST_ALREADY_PENDING, SCRIPTED_WALLET } from './support/scriptedWallet';
import { DESKTOP, PHONE, viewportLabel } from './support/visitors';

/** SPEC §4: what a connecting view says after the visitor said no in the wallet. */
const DECLINED = 'Connection declinedThe wallet did not approve the connection. You can ask again.';
/** SPEC §8 REQUEST_ALREADY_PENDING: the wallet still shows an earlier request of the site. */
const PENDING =
  'A request is already open in your wallet' +
  'If an earlier request is still open in your wallet, close it and try again.';

/** The dialog's title, in the header. */
function title(page: Page): Locator {
  return modal(page).locator('.kp-title');
}

/** Opens the modal and picks the installed wallet whose tile is `tile`. */
async function pickInstalled(page: Page, tile: string): Promise<Locator> {
  await page.getByTestId('connect-button').click();
  await (await expectView(page, 'Connect')).getByTestId(tile).click();
  return expectView(page, 'ConnectingExternal');
}

/**
 * The connecting views once the wallet did not connect, as a visitor sees them: titled with the
 * wallet's name whatever happened, a plain "no" told apart from a request still open in the
 * wallet, and Try again.
 */
describe('connecting a wallet that does not connect, in Chromium', () => {
  const scenarios = useBrowserScenarios();

  it.each([DESKTOP, PHONE])(
    'SPEC §4 (%j): an installed wallet that declines: the view is titled with its name, says "Connection declined" and nothing of an earlier request, and Try again connects',
    async (viewport) => {
      const page = await scenarios.visit({ testWallet: 'reject' }, viewport, { mobile: viewport === PHONE });
      const view = await pickInstalled(page, TEST_WALLET_TILE);
      const status = view.getByRole('status');
      await waitForText(status, DECLINED);
      expect(await title(page).textContent()).toBe('Keyport Test Wallet');
      expect(await view.getByTestId('connecting-retry').textContent()).toBe('Try again');
      await expectAccessibleInBothThemes(page, `polish/connecting-declined-${viewportLabel(viewport)}`);

      await setTestWalletMode(page, 'approve');
      await view.getByTestId('connecting-retry').click();
      await expectConnectedAs(page, await testWalletAddress(page));
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "SPEC §8 REQUEST_ALREADY_PENDING: a wallet that still holds an earlier request (EIP-1193 -32002) says so, titled with the wallet's name",
    async () => {
      const page = await scenarios.visit();
      await installScriptedWallet(page, ['0x00000000000000000000000000000000000000a1'], {
        refuseConnection: REQUEST_ALREADY_PENDING,
      });
      await page.reload();
      const view = await pickInstalled(page, `wallet-${SCRIPTED_WALLET.rdns}`);
      await waitForText(view.getByRole('status'), PENDING);
      expect(await view.getByRole('status').getAttribute('data-status')).toBe('pending');
      expect(await title(page).textContent()).toBe(SCRIPTED_WALLET.name);
      await expectAccessibleInBothThemes(page, 'polish/connecting-pending-desktop');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §4 WalletConnect: a phone wallet that rejects the proposal: "Connection declined" without a word of an earlier request, the view still titled with the wallet',
    async () => {
      const page = await scenarios.visit();
      await pickDemoWallet(page);
      const uri = await pairingUriShown(page);
      expect(await title(page).textContent()).toBe(DEMO_WALLET);
      const wallet = await scenarios.visitorOf(page).openTab(scenarios.stack().devstack.walletPageUrl);
      await pasteUri(wallet, uri);
      await answerProposal(wallet, 'Reject');

      const view = await expectView(page, 'ConnectingWalletConnect');
      await waitForText(view.locator('[data-status="declined"]'), DECLINED);
      expect(await title(page).textContent()).toBe(DEMO_WALLET);
      expect(await view.getByTestId('wc-retry').textContent()).toBe('Try again');
      await page.bringToFront();
      await expectAccessibleInBothThemes(page, 'polish/walletconnect-declined-desktop');
    },
    SCENARIO_TIMEOUT_MS,
  );
});
