import { type Browser, type Page } from 'playwright-core';
import { type DemoStack } from '../../demo/server/startDemoStack';
import { clickAt, recordClicks, shownAt } from './walletConnectTiming';

/** One visitor's figures, in ms. */
export interface WalletConnectRun {
  /** Picking the demo wallet in the Connect view → its QR code drawn. */
  readonly qrShown: number;
  /** The demo's "Sign message" clicked → the request's card in the wallet tab. */
  readonly signArrived: number;
  /** A network picked in the Networks view → the switch request's card in the wallet tab. */
  readonly switchArrived: number;
}

const DEMO_WALLET = 'Keyport Demo Wallet';
const QR_DRAWN = '[data-testid="wc-qr"][data-uri^="wc:"] svg[uri]';
const REQUEST_CARD = '[data-testid="request"]';
/**
 * The wallet-side SDK holds its next request for 1 s after answering one (its request queue): the
 * figures are about the way there, so each request is sent after that pause.
 */
const WALLET_QUEUE_PAUSE_MS = 1_200;

/** The visitor's phone wallet: the demo wallet page in a tab of its own, paired with `uri`. */
async function pairWallet(wallet: Page, walletPageUrl: string, uri: string): Promise<void> {
  await wallet.goto(walletPageUrl);
  await wallet.getByTestId('uri-input').fill(uri);
  await wallet.getByRole('button', { name: 'Connect' }).click();
  const proposal = wallet.getByTestId('proposal');
  await proposal.getByRole('button', { name: 'Approve' }).click();
  await proposal.waitFor({ state: 'detached' });
}

/** The wallet's request card answered, and the page told so. */
async function approveRequest(wallet: Page): Promise<void> {
  const request = wallet.getByTestId('request');
  await request.getByRole('button', { name: 'Approve' }).click();
  await request.waitFor({ state: 'detached' });
}

/** How long a request takes from `send` (a click in the demo) to the wallet's card. */
async function requestArrival(wallet: Page, send: () => Promise<number>): Promise<number> {
  await wallet.waitForTimeout(WALLET_QUEUE_PAUSE_MS);
  const arrived = shownAt(wallet, REQUEST_CARD);
  const sent = await send();
  const ms = (await arrived) - sent;
  await approveRequest(wallet);
  return ms;
}

/**
 * A new visitor on the demo, as on `npm start`: opens the modal, picks the Keyport Demo Wallet (the
 * QR code is timed), pairs it from a second tab, then sends `personal_sign` ("Sign message") and a
 * network switch (the Networks view), each timed until the wallet shows it.
 */
export async function runWalletConnectOnce(browser: Browser, stack: DemoStack): Promise<WalletConnectRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await recordClicks(page);
    await page.goto(stack.demoUrl);
    await page.getByTestId('connect-button').click();
    const demoWallet = page
      .getByTestId('view-Connect')
      .getByRole('button', { name: new RegExp(DEMO_WALLET) });
    await demoWallet.waitFor();

    const drawn = shownAt(page, QR_DRAWN);
    const picked = await clickAt(page, demoWallet);
    const qrShown = (await drawn) - picked;
    const uri = await page.locator('[data-testid="wc-qr"]').getAttribute('data-uri');
    if (uri === null) throw new Error('The QR code carries no uri');

    const wallet = await context.newPage();
    await pairWallet(wallet, stack.devstack.walletPageUrl, uri);
    await page.getByTestId('account-button').waitFor();

    const signArrived = await requestArrival(wallet, () => clickAt(page, page.getByTestId('demo-sign')));
    await page.locator('[data-testid="demo-request-result"][data-outcome="done"]').waitFor();

    const switchArrived = await requestArrival(wallet, async () => {
      await page.getByTestId('network-button').click();
      return clickAt(page, page.getByTestId('view-Networks').getByTestId('network-eip155:42161'));
    });
    await page.getByTestId('modal').waitFor({ state: 'detached' });
    return { qrShown, signArrived, switchArrived };
  } finally {
    await context.close();
  }
}
