import { type Page, type Route } from 'playwright-core';
import { ANSWER_SIZE_LIMIT_BYTES } from '../../domain/constants/limits';
import { type KeyportEvent } from '../../domain/events/KeyportEvent';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  connectTestWallet,
  expectAccessibleInBothThemes,
  expectModalClosed,
  expectView,
  modal,
} from './support/demoSite';
import { listedSymbols, openTokenList } from './support/tokenPicker';
import { quoteSwap } from './support/walletFeatureFlows';

declare global {
  interface Window {
    /** Every event the host received since `recordHostEvents`. */
    hostEvents?: KeyportEvent['data'][];
  }
}

/** Records every event the host receives (`subscribeEvents`) in the page, for the test to read. */
async function recordHostEvents(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.hostEvents = [];
    window.keyportDemo?.modal.subscribeEvents((event) => window.hostEvents?.push(event.data));
  });
}

/** Waits until the host has received an `error` event named `name`, and returns it. */
async function hostErrorEvent(page: Page, name: string): Promise<KeyportEvent['data']> {
  const handle = await page.waitForFunction(
    (wanted) => window.hostEvents?.find((data) => data.type === 'error' && data.event === wanted),
    name,
  );
  return (await handle.jsonValue()) as KeyportEvent['data'];
}

/**
 * Long tasks (main-thread work past 50 ms) the page has run since it loaded, in milliseconds: a
 * frozen page shows up here as one long task of seconds.
 */
async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as { longTasks?: number[] }).longTasks ?? []);
}

/** Starts counting long tasks before any of the page's scripts runs. */
async function countLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as { longTasks?: number[] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** A route matcher for one blockchain API path (any query). */
function isCall(pathname: string): (url: URL) => boolean {
  return (url) => url.pathname === pathname;
}

/** The balance call, `GET /v1/account/{address}/balance`. */
function isBalanceCall(url: URL): boolean {
  return /^\/v1\/account\/[^/]+\/balance$/.test(url.pathname);
}

/** The swap views' code, a chunk of its own (`keyport-views-swap.<hash>.js`). */
function isSwapViewsCode(url: URL): boolean {
  return /\/keyport-views-swap\.[0-9a-f]+\.js$/.test(url.pathname);
}

/** A balance answer of about ten megabytes: 40,000 tokens, as the attack sent. */
function tenMegabyteBalances(): string {
  const balances = Array.from({ length: 40_000 }, (_, index) => ({
    name: `Token ${index} ${'x'.repeat(180)}`,
    symbol: `T${index}`,
    chainId: 'eip155:1',
    address: `eip155:1:0x${index.toString(16).padStart(40, '0')}`,
    value: 1,
    price: 1,
    quantity: { decimals: 18, numeric: '1' },
    iconUrl: 'https://icons.example/t.svg',
  }));
  return JSON.stringify({ balances });
}

/**
 * Hostile input: the blockchain API answering what it should not (answers rewritten in the
 * visitor's browser with `page.route`), and the modal's own code failing to arrive. The modal
 * must neither die nor freeze, and must come back.
 */
describe('a modal that cannot die (Hostile input §1-§3, in the browser)', () => {
  const scenarios = useBrowserScenarios();

  it(
    'Hostile input §2: swap tokens with decimals 1.5 and 2e7 are left out, the others still swap, and the host is told',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      await connectTestWallet(page);
      await recordHostEvents(page);
      await page.route(isCall('/v1/convert/tokens'), async (route: Route) => {
        const answer = (await (await route.fetch()).json()) as { tokens: Record<string, unknown>[] };
        const [first] = answer.tokens;
        const hostile = [
          { ...first, symbol: 'HALF', decimals: 1.5 },
          { ...first, symbol: 'HUGE', decimals: 2e7 },
        ];
        await route.fulfill({ json: { tokens: [...hostile, ...answer.tokens] } });
      });

      const { quoted } = await quoteSwap(page, '0.01');
      expect(quoted).toBeGreaterThan(0);
      const offered = await listedSymbols(await openTokenList(page, 'swap-from-token'), 'swap-from-token');
      expect(offered.join(' ')).not.toMatch(/HALF|HUGE/);
      expect(offered.length).toBeGreaterThan(1);
      await page.keyboard.press('Escape');
      expect(await hostErrorEvent(page, 'ANSWER_ITEMS_DROPPED')).toEqual({
        type: 'error',
        event: 'ANSWER_ITEMS_DROPPED',
        properties: {
          call: 'GET /v1/convert/tokens',
          droppedCount: 2,
          problems: [
            'tokens.0.decimals: expected token decimals, a whole number from 0 to 255, got 1.5',
            'tokens.1.decimals: expected token decimals, a whole number from 0 to 255, got 20000000',
          ],
        },
      });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'Hostile input §1: a view that fails (its code cannot load) shows the message with Back and Close, passes axe, tells the host; after Close the modal opens again and renders',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      // The network drops the swap views' code: installed before a reload, so not even the
      // idle-time preload gets it.
      await page.route(isSwapViewsCode, (route) => route.abort('internetdisconnected'));
      await page.reload();
      await connectTestWallet(page);
      await recordHostEvents(page);

      await page.getByTestId('account-button').click();
      await (await expectView(page, 'Account')).getByTestId('wallet-feature-swaps').click();
      const failure = page.getByTestId('render-failure');
      await failure.waitFor();
      expect(await failure.getByRole('alert').textContent()).toBe(
        'Something went wrong while showing this screen. Go back, or close and try again.',
      );
      expect(await failure.getByTestId('render-failure-back').isVisible()).toBe(true);
      expect(await modal(page).getAttribute('data-view')).toBe('Swap');
      const failed = await hostErrorEvent(page, 'MODAL_ERROR');
      expect(failed.properties).toMatchObject({ view: 'Swap' });
      expect(JSON.stringify(failed)).not.toMatch(/\.js:\d+|at /);
      await expectAccessibleInBothThemes(page, 'render-failure');

      await page.unroute(isSwapViewsCode);
      await failure.getByTestId('render-failure-close').click();
      await expectModalClosed(page);

      const { quoted } = await quoteSwap(page, '0.01');
      expect(quoted).toBeGreaterThan(0);
      await capture(page, 'render-failure-recovered');
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'Hostile input §3: a 10 MB balance answer is refused unread: no 40,000 rows, Token Balance Unavailable, and no frozen page',
    async () => {
      const page = await scenarios.visit({ testWallet: 'approve' });
      const body = tenMegabyteBalances();
      expect(body.length).toBeGreaterThan(ANSWER_SIZE_LIMIT_BYTES['GET /v1/account/{address}/balance'] ?? 0);
      let answeredAt = 0;
      await page.route(isBalanceCall, async (route) => {
        answeredAt = Date.now();
        await route.fulfill({ body, contentType: 'application/json' });
      });
      // Connected, then back on the page later (the wallet remembers the site): the first open
      // of the modal asks for the balances while the visitor looks at the Account view.
      await connectTestWallet(page);
      await countLongTasks(page);
      await page.reload();
      await page.getByTestId('account-button').waitFor();
      const tasksBefore = (await longTasks(page)).length;

      await page.getByTestId('account-button').click();
      await expectView(page, 'Account');
      await page.getByTestId('snackbar').filter({ hasText: 'Token Balance Unavailable' }).waitFor();
      const refusedInMs = Date.now() - answeredAt;
      const panel = page.getByRole('tabpanel');
      await panel.locator('[role="status"]').waitFor({ state: 'detached' });
      expect(await panel.locator('[data-testid^="token-"]:not([data-testid="token-list"])').count()).toBe(0);
      const tasks = (await longTasks(page)).slice(tasksBefore);
      // Rendering the answer froze the page for 5.8 s; refusing it is a matter of milliseconds.
      expect(Math.max(0, ...tasks)).toBeLessThan(250);
      expect(refusedInMs).toBeLessThan(5_000);
      await capture(page, 'oversized-balances-refused');
    },
    SCENARIO_TIMEOUT_MS,
  );
});
