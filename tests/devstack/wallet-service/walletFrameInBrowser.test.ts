import { type Page } from 'playwright-core';
import { stringToHex, verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { type LoopbackServer } from '../../../devstack/http/serveOnLoopback';
import { type SmartAccounts } from '../../../devstack/wallet-service/server/AccountTypes';
import { screenshot } from '../../browser/support/launchBrowser';
import { seriousViolationsUnderCsp } from '../demo-wallet/accessibilityUnderCsp';
import {
  DESKTOP,
  launchVisitorBrowser,
  PHONE,
  type Visitor,
  type VisitorBrowser,
  type Viewport,
} from '../../browser/support/visitors';
import { type HttpFixture, startHttpFixture } from './httpFixture';
import { derivedKeyHex, PROJECT } from './serviceFixture';
import { startTinySite } from './tinySite';
import { clickInFrame as clickFrameElement } from '../../browser/support/embeddedInput';

/** Building the frame's bundle on a cold cache, Chromium and two small servers. */
const START_MS = 120_000;
const SCENARIO_MS = 30_000;
const SHOTS = 'wallet-service';

/**
 * Smart accounts on chain 42161 only, at a made-up address: the screens need the account's
 * address, and nothing here is approved, so nothing is sent.
 */
const SMART_ACCOUNT = '0x5a0b54d5dc17e0aadc383d2db43b0a0d3e029c4c';
const smartAccounts: SmartAccounts = {
  networks: [42161],
  account: async () => ({ address: SMART_ACCOUNT, isDeployed: true }),
  init: async () => ({ address: SMART_ACCOUNT, isDeployed: true }),
  execute: () => Promise.reject(new Error('The screens are only looked at: nothing is sent')),
};

interface Answer {
  readonly type: string;
  readonly payload?: unknown;
  readonly origin: string;
}

let service: HttpFixture;
let site: LoopbackServer;
let browser: VisitorBrowser;
let visitor: Visitor;
let page: Page;
let address: `0x${string}`;

const ask = (type: string, payload?: unknown, on: Page = page): Promise<Answer> =>
  on.evaluate(([t, p]) => (window as unknown as { ask(t: string, p: unknown): Promise<Answer> }).ask(t, p), [
    type,
    payload,
  ] as const);

const frameUrl = (chainId = 1) =>
  `${service.running.frameUrl}?projectId=${PROJECT}&chainId=${chainId}&version=4&enableLogger=false`;

async function openSite(
  viewport: Viewport = DESKTOP,
  mobile = false,
): Promise<{ visitor: Visitor; page: Page }> {
  const opened = await browser.newVisitor(viewport, { mobile });
  await opened.page.goto(`${site.url}/`);
  await opened.page.waitForFunction(() =>
    (window as unknown as { frameMessages: { type: string }[] }).frameMessages.some(
      (m) => m.type === '@w3m-frame/READY',
    ),
  );
  return { visitor: opened, page: opened.page };
}

async function mailboxOf(email: string): Promise<{ code?: string; link?: string }[]> {
  return JSON.parse((await service.get(`/mailbox?to=${encodeURIComponent(email)}`)).body_) as {
    code?: string;
    link?: string;
  }[];
}

/** Logs `email` in on the site's frame, the device link opened from the mailbox; answers the address. */
async function logInOn(on: Page, email: string): Promise<string> {
  await ask('CONNECT_EMAIL', { email }, on);
  const device = ask('CONNECT_DEVICE', undefined, on);
  const link = new URL((await mailboxOf(email))[0]?.link ?? '');
  await service.get(`${link.pathname}${link.search}`);
  await device;
  await ask('CONNECT_OTP', { otp: (await mailboxOf(email)).at(-1)?.code }, on);
  return ((await ask('GET_USER', undefined, on)).payload as { address: string }).address;
}

/** A visitor's click on a button in the frame. */
function clickInFrame(on: Page, testId: string): Promise<void> {
  return clickFrameElement(on, '#w3m-iframe', testId);
}

/** Where the product puts the frame while a request waits: over the modal card, or a bottom sheet on a phone. */
const frameArea = (viewport: Viewport) =>
  viewport === PHONE
    ? { top: viewport.height - 520, left: 0, width: viewport.width, height: 520 }
    : { top: (viewport.height - 500) / 2, left: (viewport.width - 360) / 2, width: 360, height: 500 };

beforeAll(async () => {
  service = await startHttpFixture({ smartAccounts });
  [site, browser] = await Promise.all([startTinySite(frameUrl()), launchVisitorBrowser()]);
  ({ visitor, page } = await openSite());
}, START_MS);

afterAll(async () => {
  await visitor?.close();
  await browser?.close();
  await site?.close();
  await service?.running.close();
}, START_MS);

describe('wallet frame in Chromium: a 127.0.0.1 site and the frame on localhost', () => {
  it(
    'the frame loads cross-site (Chromium reaches localhost on a server bound to 127.0.0.1), says READY and answers with the request’s id',
    async () => {
      const ready = await page.evaluate(
        () => (window as unknown as { frameMessages: unknown[] }).frameMessages[0],
      );
      expect(ready).toEqual({ type: '@w3m-frame/READY', payload: { version: '4' } });
      const answer = await ask('GET_CHAIN_ID');
      expect(answer).toEqual({
        type: '@w3m-frame/GET_CHAIN_ID_SUCCESS',
        payload: { chainId: 1 },
        origin: service.running.url,
      });
      // Cross-site: the site can neither reach into the frame's document nor read its storage.
      expect(
        await page.evaluate(() => {
          try {
            return (
              (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow?.document ===
              undefined
            );
          } catch {
            return 'blocked';
          }
        }),
      ).toBe('blocked');
    },
    SCENARIO_MS,
  );

  it(
    'an email login for real: device link from the mailbox, then the mailed code; the frame announces its session',
    async () => {
      const email = 'browser@example.com';
      expect(await ask('CONNECT_EMAIL', { email })).toMatchObject({ payload: { action: 'VERIFY_DEVICE' } });
      const device = ask('CONNECT_DEVICE');
      const [linkMail] = await mailboxOf(email);
      const mailTab = await visitor.openTab(linkMail?.link ?? '');
      await mailTab.getByRole('heading', { name: 'Device approved' }).waitFor();
      await mailTab.close();
      expect((await device).type).toBe('@w3m-frame/CONNECT_DEVICE_SUCCESS');
      const code = (await mailboxOf(email)).at(-1)?.code;
      expect((await ask('CONNECT_OTP', { otp: code })).type).toBe('@w3m-frame/CONNECT_OTP_SUCCESS');
      const sessionUpdate = await page.evaluate(() =>
        (
          window as unknown as { frameMessages: { type: string; payload?: { token?: string } }[] }
        ).frameMessages.find((m) => m.type === '@w3m-frame/SESSION_UPDATE'),
      );
      expect(sessionUpdate?.payload?.token).toMatch(/^[\w-]{43}$/);
      const user = await ask('GET_USER');
      expect(user.payload).toMatchObject({ email, accounts: [{ type: 'eoa' }], preferredAccountType: 'eoa' });
      address = (user.payload as { address: `0x${string}` }).address;
      expect((await ask('IS_CONNECTED')).payload).toEqual({ isConnected: true });
    },
    SCENARIO_MS,
  );

  it(
    'an unsafe request waits for the visitor on the frame’s own screen: Approve answers the signature, Reject the refusal',
    async () => {
      await ask('SYNC_DAPP_DATA', {
        metadata: { name: 'Tiny site', url: site.url, icons: [] },
        projectId: PROJECT,
      });
      await page.evaluate(
        (area) => (window as unknown as { place(a: unknown): void }).place(area),
        frameArea(DESKTOP),
      );
      const signing = ask('RPC_REQUEST', {
        method: 'personal_sign',
        params: [stringToHex('Sign in to Tiny site'), address],
      });
      const frame = page.frameLocator('#w3m-iframe');
      await expect(frame.getByTestId('approval-message').textContent()).resolves.toBe('Sign in to Tiny site');
      await expect(frame.getByTestId('approval-site').textContent()).resolves.toContain('Tiny site');
      await clickInFrame(page, 'approval-approve');
      const signed = await signing;
      expect(signed.type).toBe('@w3m-frame/RPC_REQUEST_SUCCESS');
      expect(
        await verifyMessage({
          address,
          message: 'Sign in to Tiny site',
          signature: signed.payload as `0x${string}`,
        }),
      ).toBe(true);

      const refused = ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x6e6f', address] });
      await clickInFrame(page, 'approval-reject');
      expect(await refused).toMatchObject({
        type: '@w3m-frame/RPC_REQUEST_ERROR',
        payload: { message: 'User rejected the request.' },
      });
      await frame.getByTestId('frame-idle').waitFor({ state: 'attached' });
    },
    SCENARIO_MS,
  );

  it(
    'Keys never leave the service: the site page’s storage and heap hold no key',
    async () => {
      const key = derivedKeyHex('email:browser@example.com');
      expect(privateKeyToAccount(`0x${key}`).address).toBe(address);
      const storage = await page.evaluate(async () =>
        JSON.stringify({
          local: { ...localStorage },
          session: { ...sessionStorage },
          cookie: document.cookie,
          databases: await indexedDB.databases(),
        }),
      );
      expect(storage.toLowerCase()).not.toContain(key);
      const cdp = await page.context().newCDPSession(page);
      let snapshot = '';
      cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => {
        snapshot += chunk;
      });
      await cdp.send('HeapProfiler.enable');
      await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
      await cdp.detach();
      // The heap does hold what the site was told (the address), so the search itself works.
      expect(snapshot.toLowerCase()).toContain(address.slice(2).toLowerCase());
      expect(snapshot.toLowerCase()).not.toContain(key);
    },
    SCENARIO_MS,
  );

  it(
    'a social login: the popup’s last page hands its address to the site’s window, and CONNECT_SOCIAL logs in',
    async () => {
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate(() =>
          (window as unknown as { openSocial(p: string): Promise<void> }).openSocial('github'),
        ),
      ]);
      await popup.waitForURL(/\/social\/github\/authorize\?state=/);
      const closed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: /Alan Turing/ }).click();
      await closed;
      const [result] = await page.evaluate(
        () =>
          (window as unknown as { socialResults: { origin: string; data: { resultUri: string } }[] })
            .socialResults,
      );
      expect(result?.origin).toBe(service.running.url);
      expect(result?.data.resultUri).toMatch(new RegExp(`^${service.running.url}/social/callback\\?state=`));
      const login = await ask('CONNECT_SOCIAL', { uri: result?.data.resultUri });
      expect(login).toMatchObject({
        type: '@w3m-frame/CONNECT_SOCIAL_SUCCESS',
        payload: { userName: 'alan_turing', email: 'alan.turing@github.example' },
      });
    },
    SCENARIO_MS,
  );
});

describe('wallet frame in Chromium: how its screens look', () => {
  const looks = [
    { viewport: DESKTOP, scheme: 'light' },
    { viewport: DESKTOP, scheme: 'dark' },
    { viewport: PHONE, scheme: 'light' },
    { viewport: PHONE, scheme: 'dark' },
  ] as const;
  const label = (viewport: Viewport) => (viewport === PHONE ? 'phone' : 'desktop');

  it(
    'the approval screen, light and dark, over the card on desktop and as a bottom sheet on a phone',
    async () => {
      for (const { viewport, scheme } of looks) {
        const opened = await openSite(viewport, viewport === PHONE);
        try {
          const from = await logInOn(opened.page, `looks-${scheme}-${label(viewport)}@example.com`);
          await ask('SYNC_THEME', { themeMode: scheme }, opened.page);
          await ask(
            'SYNC_DAPP_DATA',
            { metadata: { name: 'Tiny site', url: site.url, icons: [] } },
            opened.page,
          );
          await opened.page.evaluate(
            (area) => (window as unknown as { place(a: unknown): void }).place(area),
            frameArea(viewport),
          );
          const frame = opened.page.frameLocator('#w3m-iframe');
          const signing = ask(
            'RPC_REQUEST',
            {
              method: 'personal_sign',
              params: [
                stringToHex('Welcome to Tiny site!\n\nSign to prove you own this wallet. Nonce: 4f2a9c'),
                from,
              ],
            },
            opened.page,
          );
          await frame.getByTestId('approval').waitFor();
          await expect(
            frame.getByTestId('approval-approve').evaluate((button) => document.activeElement === button),
          ).resolves.toBe(true);
          await screenshot(opened.page, `${SHOTS}/approval-message-${scheme}-${label(viewport)}`);
          await expect(frame.getByTestId('approval-account').textContent()).resolves.toBe('Signed byEOA');
          await clickInFrame(opened.page, 'approval-reject');
          expect((await signing).type).toBe('@w3m-frame/RPC_REQUEST_ERROR');
          const sending = ask(
            'RPC_REQUEST',
            {
              method: 'eth_sendTransaction',
              params: [
                {
                  from,
                  to: '0x000000000000000000000000000000000000bEEF',
                  value: '0x14d1120d7b160000',
                  data: '0xa9059cbb',
                },
              ],
            },
            opened.page,
          );
          await frame.getByTestId('approval').waitFor();
          await screenshot(opened.page, `${SHOTS}/approval-transaction-${scheme}-${label(viewport)}`);
          await expect(frame.getByTestId('approval-account').textContent()).resolves.toBe('Paid byEOA');
          const walletFrame = opened.page
            .frames()
            .find((candidate) => candidate.url().startsWith(service.running.url));
          if (walletFrame === undefined) throw new Error('The wallet frame is not in the page');
          expect(await seriousViolationsUnderCsp(walletFrame)).toEqual([]);
          // Nothing of the card may hide off its frame: the site gives it this size and no more.
          const overflow = await frame
            .locator('.approval')
            .evaluate((card) => card.scrollHeight - card.clientHeight);
          expect(overflow).toBeLessThanOrEqual(0);
          // The site gives up on the request (the visitor closed its modal): the frame drops it.
          expect((await ask('RPC_ABORT', undefined, opened.page)).type).toBe('@w3m-frame/RPC_ABORT_SUCCESS');
          expect((await sending).payload).toEqual({ message: 'Request was aborted' });

          // A smart account's batch: the screen names who pays and lists every call of the one transaction.
          await ask('SWITCH_NETWORK', { chainId: 42161 }, opened.page);
          await ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }, opened.page);
          const batching = ask(
            'RPC_REQUEST',
            {
              method: 'wallet_sendCalls',
              params: [
                {
                  version: '2.0.0',
                  chainId: '0xa4b1',
                  from: SMART_ACCOUNT,
                  calls: [
                    { to: '0x000000000000000000000000000000000000a11c', value: '0x16345785d8a0000' },
                    {
                      to: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
                      data: '0xa9059cbb0000000000000000000000000000000000000000000000000000000000000b0b0000000000000000000000000000000000000000000000000ad78ebc5ac6200000',
                    },
                    { to: '0x0000000000000000000000000000000000000b0b', value: '0xb1a2bc2ec50000' },
                  ],
                },
              ],
            },
            opened.page,
          );
          await frame.getByTestId('approval').waitFor();
          await expect(frame.getByTestId('approval-account').textContent()).resolves.toBe(
            'Paid bySmart account',
          );
          await expect(frame.getByTestId('approval-batch-note').textContent()).resolves.toBe(
            '3 calls in one transaction: all or none',
          );
          await expect(frame.getByTestId('approval-calls').locator('li').count()).resolves.toBe(3);
          await screenshot(opened.page, `${SHOTS}/approval-smart-batch-${scheme}-${label(viewport)}`);
          expect(await seriousViolationsUnderCsp(walletFrame)).toEqual([]);
          expect(
            await frame.locator('.approval').evaluate((card) => card.scrollHeight - card.clientHeight),
          ).toBeLessThanOrEqual(0);
          expect((await ask('RPC_ABORT', undefined, opened.page)).type).toBe('@w3m-frame/RPC_ABORT_SUCCESS');
          expect((await batching).payload).toEqual({ message: 'Request was aborted' });
        } finally {
          await opened.visitor.close();
        }
      }
    },
    4 * SCENARIO_MS,
  );

  it(
    'the provider page and Farcaster’s, light and dark, desktop and phone',
    async () => {
      for (const { viewport, scheme } of looks) {
        const opened = await browser.newVisitor(viewport, { mobile: viewport === PHONE });
        try {
          await opened.page.emulateMedia({ colorScheme: scheme });
          const site = { name: 'Tiny site' };
          const social = await service.api(
            'GET_SOCIAL_REDIRECT_URI',
            { provider: 'google' },
            service.context({ site }),
          );
          await opened.page.goto((social as { payload: { uri: string } }).payload.uri);
          await opened.page.getByRole('heading', { name: 'Choose an account' }).waitFor();
          await screenshot(opened.page, `${SHOTS}/provider-google-${scheme}-${label(viewport)}`);
          expect(await seriousViolationsUnderCsp(opened.page)).toEqual([]);
          const farcaster = await service.api(
            'GET_FARCASTER_URI',
            undefined,
            service.context({ site, deviceId: `shots-${scheme}-${label(viewport)}` }),
          );
          await opened.page.goto((farcaster as { payload: { url: string } }).payload.url);
          await opened.page.getByRole('button', { name: 'Approve' }).waitFor();
          await screenshot(opened.page, `${SHOTS}/farcaster-${scheme}-${label(viewport)}`);
          expect(await seriousViolationsUnderCsp(opened.page)).toEqual([]);
          expect(opened.pageErrors).toEqual([]);
        } finally {
          await opened.close();
        }
      }
    },
    4 * SCENARIO_MS,
  );
});
