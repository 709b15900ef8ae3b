import { type Page } from 'playwright-core';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  connectTestWallet,
  expectAccessibleInBothThemes,
  expectModalClosed,
  expectSelectedNetwork,
  expectView,
  expectWalletChain,
  modal,
  setThemeMode,
  shortAddress,
  switchTestWalletChain,
  TEST_WALLET_TILE,
  testWalletAddress,
  waitForText,
} from './support/demoSite';
import { tabTo } from './support/keyboard';
import { PHONE, type Viewport } from './support/visitors';

const DIR = 'account-side';

const VIEWPORTS: readonly (readonly [string, Viewport | undefined])[] = [
  ['desktop', undefined],
  ['phone', PHONE],
];

async function visitAs(
  scenarios: ReturnType<typeof useBrowserScenarios>,
  viewport: Viewport | undefined,
  flags: Parameters<ReturnType<typeof useBrowserScenarios>['visit']>[0],
): Promise<Page> {
  return scenarios.visit(flags, viewport, { mobile: viewport !== undefined });
}

/** The site requests Ethereum only; the visitor then moves their wallet to Arbitrum One by hand. */
async function walletOnUnsupportedNetwork(page: Page): Promise<void> {
  await connectTestWallet(page);
  await switchTestWalletChain(page, 42161);
  await expectView(page, 'UnsupportedChain');
}

/**
 * The account side of the modal as a new visitor meets it, on the demo in Chromium, desktop and a
 * 390×844 touch phone: a wallet on a network the site does not list, switching networks from the
 * Account view, Disconnect within reach, closing any view a host opens, the tabs a site switches
 * off, and the account button before anyone connects.
 */
describe('the account side of the modal (SPEC §2, §4)', () => {
  const scenarios = useBrowserScenarios();

  it(
    'SPEC §4 UnsupportedChain: the view lists the wallet\'s network as "Not supported" and offers the switch and Disconnect (axe, both themes, desktop and phone)',
    async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await visitAs(scenarios, viewport, { testWallet: 'approve', networks: [1] });
        await walletOnUnsupportedNetwork(page);
        const view = await expectView(page, 'UnsupportedChain');
        await waitForText(
          view.getByTestId('network-unsupported'),
          'Arbitrum OneYour wallet is on this networkNot supported',
        );
        expect(await view.locator('[aria-current]').count()).toBe(0);
        await view.getByTestId('network-eip155:1').waitFor();
        await view.getByRole('button', { name: 'Disconnect' }).waitFor();
        await expectAccessibleInBothThemes(page, `${DIR}/unsupported-chain-${name}`);
      }
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'SPEC §4: after Esc the network button warns "Wrong network" and reopens UnsupportedChain; the Account view warns too, and "Switch network" leads through the Networks list (no network marked active) back to Account on Ethereum',
    async () => {
      const page = await visitAs(scenarios, undefined, { testWallet: 'approve', networks: [1] });
      await walletOnUnsupportedNetwork(page);
      await page.keyboard.press('Escape');
      await expectModalClosed(page);

      const networkButton = page.getByRole('button', { name: 'Wrong network' });
      await networkButton.waitFor();
      // The warning icon is drawn by the lazily loaded network-icons chunk, a moment after the label.
      await networkButton.locator('.kp-unsupported-network-icon').waitFor();
      expect(await networkButton.locator('.kp-unsupported-network-icon').count()).toBe(1);
      await capture(page, `${DIR}/header-wrong-network-dark`);
      await setThemeMode(page, 'light');
      await capture(page, `${DIR}/header-wrong-network-light`);
      await networkButton.click();
      await expectView(page, 'UnsupportedChain');
      await page.keyboard.press('Escape');
      await expectModalClosed(page);

      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      const warning = account.getByTestId('account-network-unsupported');
      await waitForText(warning, 'Arbitrum One is not supported on this site.Switch network');
      await expectAccessibleInBothThemes(page, `${DIR}/account-unsupported-desktop`);

      await warning.getByRole('button', { name: 'Switch network' }).click();
      const networks = await expectView(page, 'Networks');
      await networks.getByTestId('network-unsupported').waitFor();
      expect(await networks.locator('[aria-current]').count()).toBe(0);
      await expectAccessibleInBothThemes(page, `${DIR}/networks-unsupported-desktop`);

      await networks.getByTestId('network-eip155:1').click();
      await expectWalletChain(page, 1);
      await expectSelectedNetwork(page, 'eip155:1');
      const back = await expectView(page, 'Account');
      // One network: the card names it, with nothing to switch to.
      await waitForText(back.getByTestId('account-network'), 'Ethereum');
      expect(await back.getByTestId('account-network-unsupported').count()).toBe(0);
      await page.keyboard.press('Escape');
      await waitForText(page.getByTestId('network-button'), 'Ethereum');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §4 disconnect: Disconnect on UnsupportedChain disconnects, closes, and leaves the site on its own network',
    async () => {
      const page = await visitAs(scenarios, PHONE, { testWallet: 'approve', networks: [1] });
      await walletOnUnsupportedNetwork(page);
      await (await expectView(page, 'UnsupportedChain')).getByRole('button', { name: 'Disconnect' }).click();
      await expectModalClosed(page);
      await page.getByTestId('connect-button').waitFor();
      await expectSelectedNetwork(page, 'eip155:1');
      await waitForText(page.getByTestId('network-button'), 'Ethereum');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "REFERENCE §5 network selection: on a site with only the account button, the Account view's network chip switches networks and comes back to Account (axe, both themes, desktop and phone)",
    async () => {
      for (const [name, viewport] of VIEWPORTS) {
        const page = await visitAs(scenarios, viewport, { testWallet: 'approve' });
        await connectTestWallet(page);
        // The site has only <AppKitButton/>: no network button of its own.
        await page.getByTestId('network-button').evaluate((button) => button.remove());
        await page.getByTestId('account-button').click();
        const account = await expectView(page, 'Account');
        await account.getByTestId('token-DDAI').waitFor();
        await expectAccessibleInBothThemes(page, `${DIR}/account-${name}`);

        await account.getByRole('button', { name: 'Ethereum, switch network' }).click();
        await (await expectView(page, 'Networks')).getByTestId('network-eip155:42161').click();
        await expectWalletChain(page, 42161);
        const back = await expectView(page, 'Account');
        await back.getByRole('button', { name: 'Arbitrum One, switch network' }).waitFor();
        expect(await modal(page).getAttribute('data-view')).toBe('Account');
      }
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'Disconnect is in reach: in the account card, visible without scrolling on a phone, and three Tab stops from the first control',
    async () => {
      const page = await visitAs(scenarios, PHONE, { testWallet: 'approve' });
      const address = await connectTestWallet(page);
      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await account.getByTestId('token-DDAI').waitFor();
      const disconnect = account.getByTestId('disconnect-button');
      // The card's height moves between views (180 ms): measure once it stands still.
      await page.waitForFunction(
        () =>
          new Promise<boolean>((resolve) => {
            const button = document.querySelector('[data-testid="disconnect-button"]');
            const before = button?.getBoundingClientRect().top;
            setTimeout(() => resolve(button?.getBoundingClientRect().top === before), 250);
          }),
      );
      const box = await disconnect.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? Infinity) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
      // The view starts on its first control, the network chip: copy, explorer, then Disconnect.
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('data-testid') === 'account-network',
      );
      await tabTo(page, 'disconnect-button', { maxStops: 3 });
      await page.keyboard.press('Enter');
      await expectModalClosed(page);
      await page.getByTestId('connect-button').waitFor();
      expect(await page.getByText(shortAddress(address)).count()).toBe(0);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §2, §4: a view the host opens that is not available (RegisterAccountName, SIWXSignMessage) closes with Escape, the close button and the backdrop',
    async () => {
      const page = await visitAs(scenarios, undefined, {});
      const open = (view: string) =>
        page.evaluate(
          (name) => window.keyportDemo?.modal.open({ view: name as 'RegisterAccountName' }),
          view,
        );
      for (const view of ['RegisterAccountName', 'SIWXSignMessage']) {
        await open(view);
        const shown = await expectView(page, view);
        await waitForText(shown, 'This screen is not available on this site.');
        await page.keyboard.press('Escape');
        await expectModalClosed(page);

        await open(view);
        await modal(page).getByRole('button', { name: 'Close' }).click();
        await expectModalClosed(page);

        await open(view);
        await expectView(page, view);
        await page.mouse.click(10, 790);
        await expectModalClosed(page);
      }
      await open('RegisterAccountName');
      await expectAccessibleInBothThemes(page, `${DIR}/unavailable-view`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §1 features: with history off there are no NFTs or Activity tabs and no history is asked for; with swaps, onramp, send and receive off no wallet feature is offered',
    async () => {
      const page = await visitAs(scenarios, undefined, {
        testWallet: 'approve',
        featuresOff: ['history', 'swaps', 'onramp', 'send', 'receive'],
      });
      const historyCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/history')) historyCalls.push(request.url());
      });
      await connectTestWallet(page);
      await page.getByTestId('account-button').click();
      const account = await expectView(page, 'Account');
      await account.getByTestId('token-DDAI').waitFor();
      expect(await account.getByRole('tablist').count()).toBe(0);
      expect(await account.getByRole('tab').count()).toBe(0);
      await account.getByRole('region', { name: 'Tokens' }).waitFor();
      expect(await account.getByText('No activity yet.').count()).toBe(0);
      expect(await account.getByTestId('wallet-features').count()).toBe(0);
      expect(historyCalls).toEqual([]);
      await expectAccessibleInBothThemes(page, `${DIR}/account-features-off`);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'REFERENCE §5 <appkit-account-button>: nothing at all before a wallet connects (no nameless pill), then the account, named by its address',
    async () => {
      const page = await visitAs(scenarios, undefined, { testWallet: 'approve' });
      await page.evaluate(() => {
        const element = document.createElement('appkit-account-button');
        element.setAttribute('balance', 'hide');
        element.id = 'placed-account-button';
        document.querySelector('.header-actions')?.prepend(element);
      });
      const placed = page.locator('#placed-account-button');
      await placed.waitFor({ state: 'attached' });
      expect(await placed.innerHTML()).toBe('');
      expect(await placed.boundingBox()).toEqual(expect.objectContaining({ width: 0 }));
      // Connected from the site's own button (two account buttons then show the same account).
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.getByTestId(TEST_WALLET_TILE).click();
      await expectModalClosed(page);
      const address = await testWalletAddress(page);
      await placed.getByRole('button', { name: shortAddress(address) }).waitFor();
      await capture(page, `${DIR}/placed-account-button`);
    },
    SCENARIO_TIMEOUT_MS,
  );
});
