import { type Page } from 'playwright-core';
import { startDemoStack, type DemoStack } from '../../demo/server/startDemoStack';
import { launchBrowser, type LaunchedBrowser } from './support/launchBrowser';
import { configuredOrigins, recordRequests, type RequestLog } from './support/requestLog';
import { sharedDemoBundle } from './support/sharedDemoBundle';

/** WalletConnect's telemetry host, which the SDK's event client posts to when it starts. */
const WALLETCONNECT_TELEMETRY = 'pulse.walletconnect.org';
/** WalletConnect's own Verify hosts: the site configured another (`apiUrls.walletConnectVerify`). */
const WALLETCONNECT_VERIFY = ['verify.walletconnect.org', 'verify.walletconnect.com'];

/**
 * The rule: no network call happens before the visitor's first interaction with Keyport,
 * other than restoring a connection the visitor already made and what the host's own code asks for.
 * The page may load its own files (the demo bundle, Keyport's chunks); nothing may reach the
 * blockchain API, the explorer or a chain until the visitor clicks. And once the modal is open, only
 * the hosts the site configured are contacted until the visitor picks WalletConnect (hostile input,
 * part 5); WalletConnect's SDK never reaches its telemetry host.
 */
describe('no network call before the first interaction (loading only what is used)', () => {
  let stack: DemoStack;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    const bundleDir = await sharedDemoBundle();
    [stack, browser] = await Promise.all([
      startDemoStack({ ports: 'free', bundleDir, build: false }),
      launchBrowser(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  /** A new page, recorded from its first request, with the modal opened on the Connect view's list. */
  async function openModalRecorded(): Promise<{ page: Page; requests: RequestLog }> {
    const page = await browser.newPage();
    const requests = recordRequests(page);
    await page.goto(stack.demoUrl);
    await page.getByTestId('connect-button').click();
    await page.getByTestId('view-Connect').waitFor();
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="wallet-"]').length > 1);
    return { page, requests };
  }

  it('loads the page and idles without calling any service; the first click fetches the wallet list', async () => {
    const page = await browser.newPage();
    const requests = recordRequests(page);
    await page.goto(stack.demoUrl);
    await page.getByTestId('connect-button').waitFor();
    // Give any timer and idle-time work time to run: nothing may be fetched before the click.
    await page.waitForTimeout(2_500);
    expect(requests.origins()).toEqual([new URL(stack.demoUrl).origin]);
    // First-view benchmark: the modal's code waits for a sign from the visitor (or the click).
    expect(requests.urls.filter((url) => /keyport-(modal|views-)/.test(url))).toEqual([]);

    await page.getByTestId('connect-button').click();
    await page.getByTestId('view-Connect').waitFor();
    const explorer = new URL(stack.devstack.explorerUrl).origin;
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="wallet-"]').length > 1);
    expect(requests.urls.some((url) => url.startsWith(explorer))).toBe(true);
    await page.close();
  }, 120_000);

  it('opening the modal reaches only the hosts the site configured: no WalletConnect host, no socket', async () => {
    const { page, requests } = await openModalRecorded();
    // Room for anything the open modal starts on its own (preloads, SDK timers) to go out.
    await page.waitForTimeout(3_000);

    const configured = configuredOrigins(stack);
    process.stdout.write(`hosts contacted up to the open modal: ${requests.origins().join(', ')}\n`);
    expect(requests.origins().filter((origin) => !configured.includes(origin))).toEqual([]);
    // The WalletConnect SDK has not even started: no relay socket yet.
    expect(requests.urls.filter((url) => url.startsWith('ws'))).toEqual([]);
    await page.close();
  }, 120_000);

  it("picking WalletConnect starts the SDK without a word to WalletConnect's telemetry host", async () => {
    const { page, requests } = await openModalRecorded();
    requests.clear();
    await page.getByTestId('wallet-walletConnect').click();
    await page.locator('[data-testid="wc-qr"][data-uri^="wc:"]').waitFor({ timeout: 20_000 });
    // The event client would have sent its INIT event while the SDK started; give it time.
    await page.waitForTimeout(3_000);

    process.stdout.write(`hosts contacted once WalletConnect was picked: ${requests.origins().join(', ')}\n`);
    expect(requests.urls.filter((url) => url.includes(WALLETCONNECT_TELEMETRY))).toEqual([]);
    // The relay socket is what the pairing needs; the SDK's Verify frame, shown for the proposal,
    // comes from the Verify service the site configured, never from WalletConnect's own.
    expect(requests.urls.some((url) => url.startsWith(stack.devstack.relayUrl))).toBe(true);
    expect(requests.urls.some((url) => url.startsWith(`${stack.devstack.verifyUrl}/v3/attestation?`))).toBe(
      true,
    );
    expect(requests.urls.filter((url) => WALLETCONNECT_VERIFY.includes(new URL(url).hostname))).toEqual([]);
    expect(requests.origins().filter((origin) => !configuredOrigins(stack).includes(origin))).toEqual([]);
    await page.close();
  }, 120_000);
});
