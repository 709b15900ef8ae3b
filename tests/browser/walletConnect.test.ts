import { type Page } from 'playwright-core';
import { recoverMessageAddress } from 'viem';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  expectAccessibleAndCapture,
  expectConnectedAs,
  expectModalClosed,
  expectView,
  setThemeMode,
} from './support/demoSite';
import {
  answerProposal,
  answerRequest,
  DEMO_WALLET,
  pairFromWalletTab,
  pairingUriShown,
  pasteUri,
  pickDemoWallet,
  walletAddress,
  walletSessions,
} from './support/demoWallet';
import { flooredThousandths, nativeBalanceWei, shownThousandths } from './support/devstackTruth';
import { recordRequests } from './support/requestLog';
import { PHONE } from './support/visitors';

/** The demo's "Send 0.001 ETH" goes to devnet account 1. */
const SENT_WEI = 10n ** 15n;

/**
 * Issue "WalletConnect end to end", done-when list: the real sign-client in the demo page pairs
 * with the devstack's demo wallet (the wallet-side sign-client in a second tab) through the
 * devstack relay; nothing is mocked between them.
 */
describe('WalletConnect in the browser (QR code, deep links, sessions)', () => {
  const scenarios = useBrowserScenarios();

  const walletPageUrl = () => scenarios.stack().devstack.walletPageUrl;
  const chain = (chainId: number) => {
    const found = scenarios.stack().devstack.chains.find((candidate) => candidate.chainId === chainId);
    if (!found) throw new Error(`The devstack runs no chain ${chainId}`);
    return found;
  };

  /** The visitor pairs the default wallet page (account 0) from a tab of theirs. */
  const pairInWallet = (page: Page, uri: string): Promise<Page> =>
    pairFromWalletTab(scenarios.visitorOf(page), walletPageUrl(), uri);

  it(
    'pairs by QR code from the wallet list, shows the account and its devnet balance, signs and sends through the session, survives a reload, and ends when the wallet disconnects',
    async () => {
      const page = await scenarios.visit();
      await pickDemoWallet(page);
      const started = Date.now();
      const uri = await pairingUriShown(page);
      process.stdout.write(`QR code shown ${Date.now() - started} ms after the wallet was picked\n`);
      await page.getByRole('dialog', { name: DEMO_WALLET }).waitFor();
      await expectAccessibleAndCapture(page, 'walletconnect-qr-dark');
      await setThemeMode(page, 'light');
      await expectAccessibleAndCapture(page, 'walletconnect-qr-light');
      await setThemeMode(page, 'dark');

      const pairingStarted = Date.now();
      const wallet = await pairInWallet(page, uri);
      const address = await walletAddress(wallet);
      await expectModalClosed(page);
      await expectConnectedAs(page, address);
      process.stdout.write(`paste → approve → connected in the page: ${Date.now() - pairingStarted} ms\n`);

      // The account and its devnet balance, floored to 3 decimals (SPEC §9), on the account button.
      const shown = page.getByTestId('account-button-balance');
      await shown.filter({ hasText: 'ETH' }).waitFor();
      const expected = flooredThousandths(await nativeBalanceWei(chain(1), address));
      expect(shownThousandths(((await shown.textContent()) ?? '').split(' ')[0] ?? '')).toBe(expected);
      // useWalletInfo names the wallet on the other end of the session.
      await page.getByTestId('demo-wallet-info').filter({ hasText: DEMO_WALLET }).waitFor();
      // REFERENCE §7: the wallet joins the recent wallets.
      const recent = await page.evaluate(() => localStorage.getItem('@keyport/recent_wallets'));
      expect(JSON.parse(recent ?? '[]')).toEqual([expect.objectContaining({ name: DEMO_WALLET })]);

      // A message signed by the phone wallet through the session.
      await page.getByTestId('demo-sign').click();
      expect(await answerRequest(wallet, 'Approve')).toBe('personal_sign');
      const result = page.getByTestId('demo-request-result');
      await page.locator('[data-testid="demo-request-result"][data-outcome="done"]').waitFor();
      const signature = ((await result.textContent()) ?? '').replace('Signature: ', '') as `0x${string}`;
      await expect(
        recoverMessageAddress({ message: 'Hello from the Keyport demo', signature }),
      ).resolves.toBe(address);

      // A transaction sent by the phone wallet to the dev chain.
      const receiver = scenarios.stack().devstack.chains[0]?.accounts[1]?.address ?? '';
      const before = await nativeBalanceWei(chain(1), receiver);
      await page.getByTestId('demo-send').click();
      expect(await answerRequest(wallet, 'Approve')).toBe('eth_sendTransaction');
      await page.locator('[data-testid="demo-request-result"][data-outcome="done"]').waitFor();
      expect(await result.textContent()).toMatch(/^Transaction: 0x[0-9a-f]{64}$/);
      expect((await nativeBalanceWei(chain(1), receiver)) - before).toBe(SENT_WEI);

      // Reload: the session is restored without asking the wallet anything.
      await page.reload();
      await expectConnectedAs(page, address);

      // The wallet ends the session: the site is disconnected.
      await walletSessions(wallet).getByRole('button', { name: 'Disconnect' }).click();
      await page.getByTestId('connect-button').waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('account-button').count()).toBe(0);
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'apiUrls.walletConnectVerify: with nothing intercepted, the QR code shows within 3 s of picking the wallet and a request reaches the wallet within 3 s, Verify answered by the configured stand-in',
    async () => {
      const page = await scenarios.visit();
      const requests = recordRequests(page);
      await pickDemoWallet(page);
      const picked = Date.now();
      const uri = await pairingUriShown(page);
      const qrMs = Date.now() - picked;
      process.stdout.write(`QR code shown ${qrMs} ms after the wallet was picked (no route)\n`);
      expect(qrMs).toBeLessThan(3_000);

      const wallet = await pairInWallet(page, uri);
      await expectConnectedAs(page, await walletAddress(wallet));
      // Timed from when the click returns (the driver's click itself can take a second here): a
      // request held for a Verify frame that cannot load would arrive 5 s after the page's click.
      await page.getByTestId('demo-sign').click();
      const asked = Date.now();
      await wallet.getByTestId('request').waitFor({ timeout: 3_000 });
      process.stdout.write(
        `personal_sign reached the wallet ${Date.now() - asked} ms after the click returned\n`,
      );
      expect(await answerRequest(wallet, 'Approve')).toBe('personal_sign');

      const verifyFrames = requests.urls.filter((url) => url.includes('/v3/attestation?'));
      expect(verifyFrames.length).toBeGreaterThanOrEqual(2);
      for (const frame of verifyFrames) {
        expect(frame.startsWith(`${scenarios.stack().devstack.verifyUrl}/v3/attestation?`)).toBe(true);
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    "SPEC §4: Keyport's disconnect ends the session in the wallet too",
    async () => {
      const page = await scenarios.visit();
      await pickDemoWallet(page);
      const wallet = await pairInWallet(page, await pairingUriShown(page));
      await expectConnectedAs(page, await walletAddress(wallet));
      await walletSessions(wallet).first().waitFor();

      await page.getByTestId('account-button').click();
      await (await expectView(page, 'Account')).getByTestId('disconnect-button').click();
      await page.getByTestId('connect-button').waitFor();
      await walletSessions(wallet).first().waitFor({ state: 'detached', timeout: 20_000 });
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'a proposal the wallet rejects shows the declined state; Try again shows a fresh QR code that connects',
    async () => {
      const page = await scenarios.visit();
      await page.getByTestId('connect-button').click();
      // The WalletConnect entry of the Connect view (desktop): the QR code without a wallet picked.
      await (await expectView(page, 'Connect')).getByTestId('wallet-walletConnect').click();
      const first = await pairingUriShown(page);
      const wallet = await scenarios.visitorOf(page).openTab(walletPageUrl());
      await pasteUri(wallet, first);
      await answerProposal(wallet, 'Reject');

      const view = await expectView(page, 'ConnectingWalletConnect');
      await view.getByText('Connection declined').waitFor();
      await expectAccessibleAndCapture(page, 'walletconnect-declined');
      await view.getByTestId('wc-retry').click();
      const second = await pairingUriShown(page);
      expect(second).not.toBe(first);

      await pasteUri(wallet, second);
      await answerProposal(wallet, 'Approve');
      await expectConnectedAs(page, await walletAddress(wallet));
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'SPEC §4: a pairing left to expire is replaced by a fresh QR code 10 s before its 4 minutes are up (fake clock)',
    async () => {
      const page = await scenarios.visit();
      await page.clock.install();
      await page.reload();
      await page.getByTestId('connect-button').click();
      await (await expectView(page, 'Connect')).getByTestId('wallet-walletConnect').click();
      const first = await pairingUriShown(page);

      await page.clock.fastForward('03:45');
      expect(await pairingUriShown(page)).toBe(first);
      await page.clock.fastForward('00:06');
      await page.waitForFunction(
        (old) => {
          const uri = document.querySelector('[data-testid="wc-qr"]')?.getAttribute('data-uri');
          return typeof uri === 'string' && uri !== old;
        },
        first,
        { timeout: 20_000 },
      );
      const fresh = await pairingUriShown(page);
      expect(fresh).toMatch(/^wc:/);
      await capture(page, 'walletconnect-renewed');

      // The fresh uri is a live pairing: the wallet connects with it.
      const wallet = await pairInWallet(page, fresh);
      await expectConnectedAs(page, await walletAddress(wallet));
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'on a phone the wallet opens by its link (`…/wc?uri=`), pairs, and the site waiting in the background is connected',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      await pickDemoWallet(page);
      const view = await expectView(page, 'ConnectingWalletConnect');
      await page.locator('[data-testid="view-ConnectingWalletConnect"][data-platform="mobile"]').waitFor();
      const open = view.getByTestId('wc-open');
      await open.locator('xpath=self::a[@href]').waitFor();
      const href = (await open.getAttribute('href')) ?? '';
      const uri = decodeURIComponent(new URL(href).searchParams.get('uri') ?? '');
      expect(href.startsWith(`${walletPageUrl()}/wc?uri=`)).toBe(true);
      expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/);
      await expectAccessibleAndCapture(page, 'walletconnect-phone');

      // REFERENCE §7: a phone's wallet link opens in the same tab, and the phone hands it to the
      // wallet app while the site waits in the background. Here the wallet app is a second tab.
      expect(await open.getAttribute('target')).toBe('_self');
      // The phone's part is played by catching what the page opens.
      await page.evaluate(() => {
        window.open = (url?: string | URL, target?: string) => {
          document.body.dataset.handedOver = `${target ?? ''} ${String(url)}`;
          return null;
        };
      });
      await open.click();
      const [target, handedOver] = (
        (await page.locator('body').getAttribute('data-handed-over')) ?? ''
      ).split(' ');
      expect(target).toBe('_self');
      expect(handedOver).toBe(href);
      const wallet = await scenarios.visitorOf(page).openTab(handedOver ?? '');
      expect(await answerProposal(wallet, 'Approve')).toBe('Keyport demo');
      await expectConnectedAs(page, await walletAddress(wallet));
      const stored = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'));
      expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: DEMO_WALLET });
    },
    SCENARIO_TIMEOUT_MS,
  );
});
