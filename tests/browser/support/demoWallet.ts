import { type Locator, type Page } from 'playwright-core';
import { expectView } from './demoSite';
import { type Visitor } from './visitors';

/**
 * Driving the devstack's demo WalletConnect wallet (devstack/demo-wallet) in a tab of its own, as
 * a visitor would their phone wallet: paste the link, approve or reject, disconnect.
 */

/** How long the wallet page may take to pair and show a card on a busy machine. */
const WALLET_STEP_MS = 20_000;

/** The explorer's name for the devstack's demo wallet, as the Connect view lists it. */
export const DEMO_WALLET = 'Keyport Demo Wallet';

/** Opens the modal and picks the demo wallet from the Connect view's list. */
export async function pickDemoWallet(page: Page): Promise<void> {
  await page.getByTestId('connect-button').click();
  const connect = await expectView(page, 'Connect');
  await connect.getByRole('button', { name: new RegExp(DEMO_WALLET) }).click();
}

/** The wallet page holding devnet account `account` of the devstack mnemonic (its `?account=` flag). */
export function walletPageOfAccount(walletPageUrl: string, account: number): string {
  const url = new URL(walletPageUrl);
  url.searchParams.set('account', String(account));
  return url.toString();
}

/**
 * The visitor opens their wallet in a tab of its own, scans (pastes) the QR code's uri and
 * approves the proposal; returns the wallet tab.
 */
export async function pairFromWalletTab(visitor: Visitor, walletUrl: string, uri: string): Promise<Page> {
  const wallet = await visitor.openTab(walletUrl);
  await pasteUri(wallet, uri);
  expect(await answerProposal(wallet, 'Approve')).toBe('Keyport demo');
  return wallet;
}

/** The `wc:` uri the QR code in the modal encodes. */
export async function pairingUriShown(page: Page, view = 'ConnectingWalletConnect'): Promise<string> {
  const root = await expectView(page, view);
  const qr = root.locator('[data-testid="wc-qr"][data-uri]');
  await qr.waitFor({ timeout: WALLET_STEP_MS });
  const uri = await qr.getAttribute('data-uri');
  if (uri === null || !uri.startsWith('wc:'))
    throw new Error(`The QR view shows no wc: uri (${String(uri)})`);
  // The SVG carries the same uri, for tools that read the code itself.
  const svgUri = await qr.locator('svg[uri]').getAttribute('uri');
  if (svgUri !== uri) throw new Error('The QR code SVG and its wrapper name different uris');
  return uri;
}

/** Pastes `uri` into the wallet and connects, as a visitor does after "Copy link". */
export async function pasteUri(wallet: Page, uri: string): Promise<void> {
  await wallet.getByTestId('uri-input').fill(uri);
  await wallet.getByRole('button', { name: 'Connect' }).click();
}

function card(wallet: Page, testId: 'proposal' | 'request'): Locator {
  return wallet.getByTestId(testId);
}

/** Waits for the session proposal and answers it. */
export async function answerProposal(wallet: Page, answer: 'Approve' | 'Reject'): Promise<string> {
  const proposal = card(wallet, 'proposal');
  await proposal.waitFor({ timeout: WALLET_STEP_MS });
  const dapp = (await proposal.getByTestId('proposal-dapp-name').textContent()) ?? '';
  await proposal.getByRole('button', { name: answer }).click();
  await proposal.waitFor({ state: 'detached', timeout: WALLET_STEP_MS });
  return dapp;
}

/** What the wallet's request card shows: the JSON-RPC method and its params. */
export interface WalletRequestCard {
  readonly method: string;
  readonly params: unknown;
}

/** Waits for a request from the site, answers it, and says what it asked for. */
export async function answerRequestCard(
  wallet: Page,
  answer: 'Approve' | 'Reject',
): Promise<WalletRequestCard> {
  const request = card(wallet, 'request');
  await request.waitFor({ timeout: WALLET_STEP_MS });
  const method = (await request.getByTestId('request-method').textContent()) ?? '';
  const params: unknown = JSON.parse((await request.getByTestId('request-params').textContent()) ?? 'null');
  await request.getByRole('button', { name: answer }).click();
  await request.waitFor({ state: 'detached', timeout: WALLET_STEP_MS });
  return { method, params };
}

/** Waits for a request from the site, answers it, and says which method it was. */
export async function answerRequest(wallet: Page, answer: 'Approve' | 'Reject'): Promise<string> {
  return (await answerRequestCard(wallet, answer)).method;
}

/** How many requests wait for an answer in the wallet (it shows one card at a time, so 0 or 1). */
export function pendingRequests(wallet: Page): Promise<number> {
  return card(wallet, 'request').count();
}

export function walletSessions(wallet: Page): Locator {
  return wallet.getByTestId('session');
}

/** The chain the wallet is on, as it shows it (`eip155:N`). */
export async function walletChain(wallet: Page): Promise<string> {
  return ((await wallet.getByTestId('current-chain').textContent()) ?? '').trim();
}

/** The devnet address the wallet page holds. */
export async function walletAddress(wallet: Page): Promise<string> {
  const address = (await wallet.getByTestId('account-address').textContent())?.trim();
  if (!address) throw new Error('The demo wallet shows no address');
  return address;
}
