import { type Page } from 'playwright-core';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type DevChain } from '../../devstack/chain/DevChain';
import { isSmartAccountDeployed, smartAccountAddress } from '../../devstack/smart-account';
import { SMART_ACCOUNT_SEED_WEI } from '../../devstack/smart-account/deploySmartAccount';
import { DEFAULT_SERVICE_SECRET } from '../../devstack/wallet-service/server/WalletService';
import { userKey } from '../../devstack/wallet-service/server/userKeys';
import { SCENARIO_TIMEOUT_MS, useBrowserScenarios } from './support/browserScenario';
import {
  capture,
  expectConnectedAs,
  expectModalClosed,
  expectView,
  setThemeMode,
  settle,
  waitForText,
} from './support/demoSite';
import { devChain, nativeBalanceWei } from './support/devstackTruth';
import { DESKTOP, PHONE, viewportLabel } from './support/visitors';
import { reviewSend, sentHash } from './support/walletFeatureFlows';
import { clickInFrame as clickFrameElement, typeCode } from './support/embeddedInput';

/** Where the screenshots of this file go, under `.artifacts/screenshots/`. */
const SHOTS = 'embedded-e2e';

const SOCIAL_PROVIDERS = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const;

/** The devstack's first chain (Ethereum, 1), where new users get their ether. */
const CHAIN_ID = 1;

interface Mail {
  readonly to: string;
  readonly subject: string;
  readonly code?: string;
  readonly link?: string;
}

const scenarios = useBrowserScenarios();

const chain = (): DevChain => devChain(scenarios.stack().devstack, CHAIN_ID);

/** The user's key as the devstack derives it (README "Keys"): what must never reach the site. */
const keyOf = (userId: string): `0x${string}` => userKey(DEFAULT_SERVICE_SECRET, userId);
const addressOf = (userId: string): string => privateKeyToAccount(keyOf(userId)).address;

/** The mails to `email` so far, oldest first (the devstack's mailbox). */
async function mailboxOf(email: string): Promise<Mail[]> {
  const answer = await fetch(
    `${scenarios.stack().devstack.walletServiceUrl}/mailbox?to=${encodeURIComponent(email)}`,
  );
  return (await answer.json()) as Mail[];
}

/** Waits until `email` has received `count` mails; answers the last of them. */
async function mailNumber(email: string, count: number): Promise<Mail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await mailboxOf(email))[count - 1];
    if (mail !== undefined) return mail;
    if (Date.now() > deadline) throw new Error(`${email} never received mail number ${count}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Screenshots of what the page shows now, light and dark, on the desktop and at a phone's size
 * (the modal's layout follows the width); the page is put back as it was.
 */
async function shoot(page: Page, name: string): Promise<void> {
  for (const viewport of [DESKTOP, PHONE]) {
    await page.setViewportSize(viewport);
    for (const mode of ['light', 'dark'] as const) {
      await setThemeMode(page, mode);
      await settle(page);
      await expectFrameOverApprovalIfShown(page);
      await capture(page, `${SHOTS}/${name}-${viewportLabel(viewport)}-${mode}`);
    }
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * REFERENCE §4: while ApproveTransaction shows, the frame lies exactly over its area, wherever
 * the card came to rest (a phone's sheet slides in from below the screen).
 */
async function expectFrameOverApprovalIfShown(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const area = document.querySelector('[data-testid="view-ApproveTransaction"]')?.getBoundingClientRect();
    if (area === undefined) return true;
    const frame = document.querySelector('[data-keyport-embedded-wallet]')?.getBoundingClientRect();
    return (
      frame !== undefined &&
      [
        frame.top - area.top,
        frame.left - area.left,
        frame.width - area.width,
        frame.height - area.height,
      ].every((difference) => Math.abs(difference) < 1)
    );
  });
}

/**
 * An email login on a device the service has not seen (SPEC §4): the device link opened from the
 * mailbox, then the mailed code. Screenshots of each view on the way when `shots` says where.
 */
async function logInByEmail(page: Page, email: string, shots = false): Promise<string> {
  const before = (await mailboxOf(email)).length;
  await page.getByTestId('connect-button').click();
  await expectView(page, 'Connect');
  await page.getByTestId('email-input').fill(email);
  if (shots) await shoot(page, 'connect-email-social');
  await page.getByTestId('email-submit').click();
  await expectView(page, 'EmailVerifyDevice');
  if (shots) await shoot(page, 'email-verify-device');
  const { link } = await mailNumber(email, before + 1);
  expect((await fetch(link ?? 'http://127.0.0.1:1/no-link')).status).toBe(200);
  await expectView(page, 'EmailVerifyOtp');
  if (shots) await shoot(page, 'email-verify-otp');
  await typeCode(page, (await mailNumber(email, before + 2)).code);
  await expectModalClosed(page);
  return expectConnectedAsUser(page, `email:${email}`);
}

/**
 * Waits until the account button shows the user's smart account: SPEC §1 `defaultAccountTypes`
 * makes it eip155's default, and every dev chain has smart accounts. Answers the user's eoa.
 */
async function expectConnectedAsUser(page: Page, userId: string): Promise<string> {
  const owner = addressOf(userId);
  await expectConnectedAs(page, await smartAccountAddress(owner, chain()));
  return owner;
}

/** Picks `identity` (0–2) on the provider's page in the popup the social button opens. */
async function logInBySocial(
  page: Page,
  provider: (typeof SOCIAL_PROVIDERS)[number],
  identity: number,
  shots = false,
): Promise<string> {
  await page.getByTestId('connect-button').click();
  await expectView(page, 'Connect');
  const opened = page.waitForEvent('popup');
  await page.getByTestId(`social-${provider}`).click();
  const popup = await opened;
  await expectView(page, 'ConnectingSocial');
  if (shots) await shoot(page, 'connecting-social');
  await popup.getByTestId('social-account').nth(identity).click();
  await expectModalClosed(page);
  return expectConnectedAsUser(page, `${provider}:${provider}-${1001 + identity}`);
}

/** Turns the Account view's smart-account switch to `on`; waits until the account button shows `address`. */
async function useSmartAccount(page: Page, on: boolean, address: string): Promise<void> {
  await openAccount(page);
  const toggle = page.getByTestId('smart-account-switch').getByRole('switch');
  expect(await toggle.isChecked()).toBe(!on);
  await page.getByTestId('smart-account-switch').click();
  await waitForText(page.getByTestId('account-type').locator('[aria-hidden]'), on ? 'Smart account' : 'EOA');
  await expectConnectedAs(page, address);
  await page.keyboard.press('Escape');
  await expectModalClosed(page);
}

/** Clicks a button of the frame's approval screen. */
function clickInFrame(page: Page, testId: string): Promise<void> {
  return clickFrameElement(page, '[data-keyport-embedded-wallet] iframe', testId);
}

/** Waits for ApproveTransaction with the frame's approval screen drawn over it. */
async function expectApproval(page: Page): Promise<void> {
  await expectView(page, 'ApproveTransaction');
  await page
    .locator('[data-keyport-embedded-wallet] iframe')
    .contentFrame()
    .getByTestId('approval-approve')
    .waitFor();
  await settle(page);
  await expectFrameOverApprovalIfShown(page);
}

async function openAccount(page: Page): Promise<void> {
  await page.getByTestId('account-button').click();
  await expectView(page, 'Account');
  await page.getByTestId('login-details').waitFor();
}

async function signOut(page: Page): Promise<void> {
  await openAccount(page);
  await page.getByTestId('disconnect-button').click();
  await page.getByTestId('connect-button').waitFor();
}

/** What the demo's wallet requests panel says about the last request, once it is answered. */
async function requestResult(page: Page): Promise<string> {
  const result = page.locator(
    '[data-testid="demo-request-result"]:is([data-outcome="done"], [data-outcome="failed"])',
  );
  await result.waitFor({ timeout: 30_000 });
  return (await result.textContent()) ?? '';
}

/** Waits until `address` holds `wei` on the dev chain. */
async function expectBalance(address: string, wei: bigint): Promise<void> {
  const deadline = Date.now() + 20_000;
  let seen = await nativeBalanceWei(chain(), address);
  while (seen !== wei && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    seen = await nativeBalanceWei(chain(), address);
  }
  expect(seen).toBe(wei);
}

const MILLI_ETHER = 10n ** 15n;

describe('the embedded wallet end to end on the demo (SPEC §4, §6)', () => {
  it(
    'email login on a new device, a signature and a send approved in the frame over the card, one rejected; no key reaches the page',
    async () => {
      const page = await scenarios.visit();
      const email = 'ada@example.com';
      const address = await logInByEmail(page, email, true);
      await openAccount(page);
      await shoot(page, 'account-login');
      await page.keyboard.press('Escape');
      await useSmartAccount(page, false, address);

      // The demo's sign button: personal_sign through useAppKitProvider, approved in the frame.
      await page.getByTestId('demo-sign').click();
      await expectApproval(page);
      await shoot(page, 'approve-transaction');
      await clickInFrame(page, 'approval-approve');
      const signed = await requestResult(page);
      const signature = signed.replace('Signature: ', '') as `0x${string}`;
      await expect(
        verifyMessage({
          address: address as `0x${string}`,
          message: 'Hello from the Keyport demo',
          signature,
        }),
      ).resolves.toBe(true);
      await expectModalClosed(page);

      // The Send view: 0.01 ETH to dev account 1, rejected once, then approved in the frame; the chain moved it.
      const receiver = chain().accounts[1]?.address ?? '';
      const receiverBefore = await nativeBalanceWei(chain(), receiver);
      const review = await reviewSend(page, { token: 'ETH', amount: '0.01', receiver });
      // SPEC §4 "Sending": rejected in the frame, it reads as any wallet's refusal; the review stays.
      await review.getByTestId('send-confirm').click();
      await expectApproval(page);
      await clickInFrame(page, 'approval-reject');
      await page.getByTestId('snackbar').filter({ hasText: 'Signature declined' }).waitFor();
      await expectView(page, 'WalletSendPreview');
      await review.getByTestId('send-confirm').click();
      await expectApproval(page);
      await clickInFrame(page, 'approval-approve');
      expect(await sentHash(page)).toMatch(/^0x[0-9a-f]{64}$/);
      await expectBalance(receiver, receiverBefore + 10n * MILLI_ETHER);
      await page.keyboard.press('Escape');
      await expectModalClosed(page);

      // SPEC §6: a rejected request fails with the user-rejected error; the approval goes away.
      await page.getByTestId('demo-send').click();
      await expectApproval(page);
      await clickInFrame(page, 'approval-reject');
      expect(await requestResult(page)).toBe('Transaction failed: User rejected the request.');
      await expectModalClosed(page);
      await expect(page.locator('[data-keyport-embedded-wallet]').getAttribute('aria-hidden')).resolves.toBe(
        'true',
      );

      // The attack the frame stops: the key never reaches the site's storage, cookies or heap.
      const key = keyOf(`email:${email}`).slice(2).toLowerCase();
      const stored = await page.evaluate(() =>
        JSON.stringify([{ ...localStorage }, { ...sessionStorage }, document.cookie]),
      );
      const cookies = JSON.stringify(await page.context().cookies());
      expect(`${stored}${cookies}`.toLowerCase()).not.toContain(key);
      const heap = await heapSnapshot(page);
      expect(heap.length).toBeGreaterThan(100_000);
      expect(heap.toLowerCase()).not.toContain(key);
      expect(heap.toLowerCase()).toContain(address.slice(2).toLowerCase());

      // SPEC §4 changing the email: a code to the current address, then one to the new one. The
      // login's code went out moments ago: SPEC §5's 30 s hold the next one back, and the view says so.
      const newEmail = 'ada.new@example.com';
      await openAccount(page);
      await page.getByTestId('update-email').click();
      await expectView(page, 'UpdateEmailWallet');
      await page.getByTestId('update-email-input').fill(newEmail);
      await shoot(page, 'update-email');
      await page.getByTestId('update-submit').click();
      const refusal = /^Please try again after (\d+) seconds$/.exec(await shownText(page, 'update-message'));
      expect(refusal).not.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, Number(refusal?.[1]) * 1000 + 200));
      await page.getByTestId('update-submit').click();
      await expectView(page, 'UpdateEmailPrimaryOtp');
      await shoot(page, 'update-email-primary-otp');
      await typeCode(page, (await mailNumber(email, 3)).code);
      await expectView(page, 'UpdateEmailSecondaryOtp');
      await shoot(page, 'update-email-secondary-otp');
      await typeCode(page, (await mailNumber(newEmail, 1)).code);
      await expectView(page, 'Account');
      await waitForText(page.getByTestId('login-identity').locator('.kp-row-title'), newEmail);
      await expectConnectedAs(page, address);
    },
    SCENARIO_TIMEOUT_MS * 2,
  );

  it(
    'a Google login through the popup; the smart account (switched in the Account view) sends a wallet_sendCalls batch approved in the frame; sign out, log back in, a reload reconnects silently',
    async () => {
      const page = await scenarios.visit();
      const eoa = await logInBySocial(page, 'google', 1, true);
      const smart = await smartAccountAddress(eoa, chain());
      await useSmartAccount(page, false, eoa);
      await useSmartAccount(page, true, smart);

      const receiver = chain().accounts[1]?.address ?? '';
      const [receiverBefore, eoaBefore, smartBefore, deployed] = await Promise.all([
        nativeBalanceWei(chain(), receiver),
        nativeBalanceWei(chain(), eoa),
        nativeBalanceWei(chain(), smart),
        isSmartAccountDeployed(eoa, chain()),
      ]);
      await page.getByTestId('demo-send-batch').click();
      await expectApproval(page);
      await shoot(page, 'approve-batch');
      await clickInFrame(page, 'approval-approve');
      expect(await requestResult(page)).toMatch(/^Batch: \S+$/);
      await expectBalance(receiver, receiverBefore + 2n * MILLI_ETHER);
      // The smart account paid the value (from the ether its deployment gave it, when this batch
      // deployed it) and the relay the gas: the eoa kept every wei.
      await expectBalance(smart, smartBefore + (deployed ? 0n : SMART_ACCOUNT_SEED_WEI) - 2n * MILLI_ETHER);
      expect(await nativeBalanceWei(chain(), eoa)).toBe(eoaBefore);
      await expectModalClosed(page);

      await signOut(page);
      await logInBySocial(page, 'google', 1);
      await expectConnectedAs(page, smart);
      await page.reload();
      await expectConnectedAs(page, smart);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'every other social provider logs in through its popup (an identity picked on its page), and signs out',
    async () => {
      const page = await scenarios.visit();
      for (const provider of SOCIAL_PROVIDERS.filter((name) => name !== 'google')) {
        await logInBySocial(page, provider, 2);
        await signOut(page);
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'on a touch phone: the approval opens as a sheet sliding in from below, and the frame rests over it where the visitor approves',
    async () => {
      const page = await scenarios.visit({}, PHONE, { mobile: true });
      const address = await logInByEmail(page, 'grace@example.com');
      await useSmartAccount(page, false, address);
      await page.getByTestId('demo-sign').click();
      await expectApproval(page);
      for (const mode of ['light', 'dark'] as const) {
        await setThemeMode(page, mode);
        await capture(page, `${SHOTS}/approve-transaction-touch-phone-${mode}`);
      }
      await clickInFrame(page, 'approval-approve');
      expect(await requestResult(page)).toMatch(/^Signature: 0x[0-9a-f]{130}$/);
    },
    SCENARIO_TIMEOUT_MS,
  );

  it(
    'Farcaster: the QR view’s link opened in a page, Approve, logged in',
    async () => {
      const page = await scenarios.visit();
      await page.getByTestId('connect-button').click();
      await expectView(page, 'Connect');
      await page.getByTestId('social-farcaster').click();
      const view = await expectView(page, 'ConnectingFarcaster');
      const uri = await view.locator('[data-uri]').getAttribute('data-uri');
      await shoot(page, 'connecting-farcaster');
      const approval = await scenarios.visitorOf(page).openTab(uri ?? '');
      await approval.getByRole('button', { name: 'Approve' }).click();
      await expectModalClosed(page);
      await expectConnectedAsUser(page, 'farcaster:20001');
    },
    SCENARIO_TIMEOUT_MS,
  );
});

/** The text `testId` shows once it shows any. */
async function shownText(page: Page, testId: string): Promise<string> {
  const shown = page.getByTestId(testId).filter({ hasText: /\S/ });
  await shown.waitFor();
  return (await shown.textContent()) ?? '';
}

/** A V8 heap snapshot of the page (Chrome DevTools Protocol), as text. */
async function heapSnapshot(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  session.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await session.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await session.detach();
  return chunks.join('');
}
