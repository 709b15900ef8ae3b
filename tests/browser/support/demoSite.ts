import { type Locator, type Page } from 'playwright-core';
import { type LegalFlag, type TestWalletMode } from '../../../demo/src/config/readDemoFlags';
// Declares the page's `window.keyportDemo` for the functions run in the page.
import type {} from '../../../demo/src/demoGlobals';
import { TEST_WALLET_RDNS } from '../../../devstack/explorer/walletFixture';
import { screenshot, seriousAccessibilityViolations } from './launchBrowser';

/** The demo's query flags (README "The demo"). */
export interface DemoFlags {
  readonly testWallet?: TestWalletMode;
  readonly account?: number;
  readonly walletChain?: number;
  readonly networks?: readonly number[];
  /** The project id the site passes instead of the devstack's; `''` passes none. */
  readonly projectId?: string;
  /** Feature switches the site turns off (SPEC §1 `features`). */
  readonly featuresOff?: readonly string[];
  readonly legal?: LegalFlag;
  readonly fullScreen?: boolean;
}

/** The injected test wallet's tile: wallets announced by EIP-6963 are listed by their rdns. */
export const TEST_WALLET_TILE = `wallet-${TEST_WALLET_RDNS}`;

/** Long enough for a first load of the page and its chunks on a busy two-core machine. */
const PAGE_READY_MS = 20_000;

function demoPageUrl(demoUrl: string, flags: DemoFlags = {}): string {
  const url = new URL(demoUrl);
  if (flags.testWallet !== undefined) url.searchParams.set('testWallet', flags.testWallet);
  if (flags.account !== undefined) url.searchParams.set('account', String(flags.account));
  if (flags.walletChain !== undefined) url.searchParams.set('walletChain', String(flags.walletChain));
  if (flags.networks !== undefined) url.searchParams.set('networks', flags.networks.join(','));
  if (flags.projectId !== undefined) url.searchParams.set('projectId', flags.projectId);
  if (flags.featuresOff !== undefined) url.searchParams.set('featuresOff', flags.featuresOff.join(','));
  if (flags.legal !== undefined) url.searchParams.set('legal', flags.legal);
  if (flags.fullScreen === true) url.searchParams.set('fullScreen', '1');
  return url.toString();
}

/** The host's connect or account button, whichever Keyport shows. */
function hostButton(page: Page): Locator {
  return page.locator('[data-testid="connect-button"], [data-testid="account-button"]');
}

/** Opens the demo and waits until Keyport's button is on the page. */
export async function openDemo(page: Page, demoUrl: string, flags: DemoFlags = {}): Promise<void> {
  await page.goto(demoPageUrl(demoUrl, flags));
  await hostButton(page).first().waitFor({ timeout: PAGE_READY_MS });
}

export function modal(page: Page): Locator {
  return page.getByTestId('modal');
}

/** Waits for the modal to show `view` (a SPEC §2 view name) and returns the view's root. */
export async function expectView(page: Page, view: string): Promise<Locator> {
  const root = page.getByTestId(`view-${view}`);
  await root.waitFor();
  return root;
}

export async function expectModalClosed(page: Page): Promise<void> {
  await modal(page).waitFor({ state: 'detached' });
}

/** REFERENCE §5 account button: `0x`, 4 leading and 6 trailing characters of the address. */
export function shortAddress(address: string): string {
  return `${address.slice(0, 6)}...${address.slice(-6)}`;
}

/** Waits until the account button shows `address`: a wallet connected from elsewhere may take a while. */
export async function expectConnectedAs(page: Page, address: string): Promise<void> {
  await waitForText(page.getByTestId('account-button-address'), shortAddress(address), 20_000);
}

export async function testWalletAddress(page: Page): Promise<string> {
  const address = await page.evaluate(() => window.keyportDemo?.testWallet?.address);
  if (address === undefined) throw new Error('The page has no test wallet (no ?testWallet= flag)');
  return address;
}

/** The visitor changes how their wallet answers the next prompts (in the wallet, not the site). */
export async function setTestWalletMode(page: Page, mode: TestWalletMode): Promise<void> {
  await page.evaluate((next) => window.keyportDemo?.testWallet?.setMode(next), mode);
}

/** The visitor switches chain inside the wallet itself: the site only hears `chainChanged`. */
export async function switchTestWalletChain(page: Page, chainId: number): Promise<void> {
  await page.evaluate((id) => window.keyportDemo?.testWallet?.switchChain(id), chainId);
}

/**
 * The visitor adds a network to their wallet (EIP-3085), as a wallet's "add network" screen does:
 * the page's EIP-6963 announcement hands over the wallet itself, not the site's view of it.
 */
export async function addTestWalletChain(page: Page, chainId: number, rpcUrl: string): Promise<void> {
  await page.evaluate(
    async ({ rdns, id, url }) => {
      interface Announced {
        readonly info: { readonly rdns: string };
        readonly provider: { request(args: { method: string; params: unknown[] }): Promise<unknown> };
      }
      const provider = await new Promise<Announced['provider']>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const { info, provider: announced } = (event as CustomEvent<Announced>).detail;
          if (info.rdns === rdns) resolve(announced);
        });
        window.dispatchEvent(new Event('eip6963:requestProvider'));
      });
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: `0x${id.toString(16)}`, chainName: `Chain ${id}`, rpcUrls: [url] }],
      });
    },
    { rdns: TEST_WALLET_RDNS, id: chainId, url: rpcUrl },
  );
}

/** Waits until the wallet is on `chainId`, as its own panel on the page says. */
export async function expectWalletChain(page: Page, chainId: number): Promise<void> {
  await page
    .getByTestId('demo-test-wallet-chain')
    .filter({ hasText: new RegExp(`^${chainId}$`) })
    .waitFor();
}

/** Waits until Keyport's public state (REFERENCE §5 `getState()`) has `caipNetworkId` selected. */
export async function expectSelectedNetwork(page: Page, caipNetworkId: string): Promise<void> {
  await page.waitForFunction(
    (id) => window.keyportDemo?.modal.getState().selectedNetworkId === id,
    caipNetworkId,
  );
}

/** Sets the modal's theme mode through the host API and waits until the modal wears it. */
export async function setThemeMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.evaluate((next) => window.keyportDemo?.modal.setThemeMode(next), mode);
  await page.locator(`[data-keyport-modal] [data-kp-theme="${mode}"]`).waitFor({ state: 'attached' });
}

/** Clicks `target`, which opens a new tab (a link to another site, a provider's window); returns that tab, loaded. */
export async function clickToNewTab(page: Page, target: Locator): Promise<Page> {
  const opened = page.context().waitForEvent('page');
  await target.click();
  const tab = await opened;
  await tab.waitForLoadState();
  return tab;
}

/** From the Connect view: picks the test wallet and waits until the account button shows it. */
export async function connectTestWallet(page: Page): Promise<string> {
  await page.getByTestId('connect-button').click();
  await expectView(page, 'Connect');
  await page.getByTestId(TEST_WALLET_TILE).click();
  await expectModalClosed(page);
  const address = await testWalletAddress(page);
  await waitForText(page.getByTestId('account-button-address'), shortAddress(address));
  return address;
}

/**
 * Waits until every finite animation and transition on the page has finished (spinners run
 * forever and are left alone), so a screenshot or a contrast check sees the final colours and
 * not a frame of a theme change or of the sheet sliding in.
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/** Saves a screenshot named `name` once the page has settled. */
export async function capture(page: Page, name: string): Promise<void> {
  await settle(page);
  await screenshot(page, name);
}

/**
 * Runs axe-core over the whole page (the host page and the open modal in it), saves a screenshot
 * named `name`, and fails with axe's findings when there is any serious or critical violation.
 */
export async function expectAccessibleAndCapture(page: Page, name: string): Promise<void> {
  await capture(page, name);
  const violations = await seriousAccessibilityViolations(page);
  const findings = violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'unknown'}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect({ screen: name, findings }).toEqual({ screen: name, findings: [] });
}

/** {@link expectAccessibleAndCapture} in the dark theme, then in the light one (`<name>-dark`, `<name>-light`). */
export async function expectAccessibleInBothThemes(page: Page, name: string): Promise<void> {
  for (const mode of ['dark', 'light'] as const) {
    await setThemeMode(page, mode);
    await expectAccessibleAndCapture(page, `${name}-${mode}`);
  }
}

/**
 * Waits until `locator` reads exactly `text` (polling, as the page updates when it likes), and
 * fails with the last text seen.
 */
export async function waitForText(locator: Locator, text: string, timeout = 10_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let seen: string | null = null;
  while (Date.now() < deadline) {
    seen = await locator.textContent({ timeout: 1_000 }).catch(() => null);
    if (seen === text) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Expected ${locator.toString()} to read "${text}", it read "${seen ?? '(nothing)'}"`);
}
