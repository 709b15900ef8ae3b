import { startDemoStack, type DemoStack } from '../../demo/server/startDemoStack';
import { launchBrowser, type LaunchedBrowser } from './support/launchBrowser';

/**
 * The rule: no network call happens before the visitor's first interaction with Keyport,
 * other than restoring a connection the visitor already made and what the host's own code asks for.
 * The page may load its own files (the demo bundle, Keyport's chunks); nothing may reach the
 * blockchain API, the explorer or a chain until the visitor clicks.
 */
describe('no network call before the first interaction (issue: loading only what is used)', () => {
  let stack: DemoStack;
  let browser: LaunchedBrowser;

  beforeAll(async () => {
    [stack, browser] = await Promise.all([startDemoStack({ ports: 'free' }), launchBrowser()]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await stack?.close();
  });

  it('loads the page and idles without calling any service; the first click fetches the wallet list', async () => {
    const page = await browser.newPage();
    const pageOrigin = new URL(stack.demoUrl).origin;
    const serviceCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== pageOrigin) serviceCalls.push(request.url());
    });
    await page.goto(stack.demoUrl);
    await page.getByTestId('connect-button').waitFor();
    // Give idle preloading and any timer time to run.
    await page.waitForTimeout(2_500);
    expect(serviceCalls).toEqual([]);

    await page.getByTestId('connect-button').click();
    await page.getByTestId('view-Connect').waitFor();
    const explorer = new URL(stack.devstack.explorerUrl).origin;
    await page.waitForFunction(() => document.querySelectorAll('[data-testid^="wallet-"]').length > 1);
    expect(serviceCalls.some((url) => url.startsWith(explorer))).toBe(true);
  }, 120_000);
});
