import { type SignClient } from '@walletconnect/sign-client';
import { type Page } from 'playwright-core';
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData } from 'viem';
import { devAccount } from '../../../devstack/demo-wallet/page/devAccount';
import { type Devstack, startDevstack } from '../../../devstack/startDevstack';
import { type LaunchedBrowser, launchBrowser, screenshot } from '../../browser/support/launchBrowser';
import { seriousViolationsUnderCsp } from './accessibilityUnderCsp';
import { closeDapp, DAPP_NAMESPACES, startDappClient } from './dappSignClient';

type DappClient = InstanceType<typeof SignClient>;
type DappSession = Awaited<ReturnType<Awaited<ReturnType<DappClient['connect']>>['approval']>>;

/** Starting the devstack (and building the page bundle on a first run) and Chromium. */
const START_MS = 120_000;
/** One scenario: a few clicks and relay round trips, with room for a busy machine. */
const SCENARIO_MS = 60_000;
/** An offline Verify lookup that is not cut short holds a proposal for 5 s; the page must not wait. */
const PROPOSAL_SHOWN_WITHIN_MS = 2_000;
/** WalletConnect's own Verify service: the wallet-side SDK looks attestations up there by hash. */
const WALLETCONNECT_VERIFY = 'https://verify.walletconnect.org';

const TYPED_DATA = {
  domain: { name: 'Keyport Demo', version: '1', chainId: 1 },
  types: {
    Greeting: [
      { name: 'to', type: 'address' },
      { name: 'text', type: 'string' },
    ],
  },
  primaryType: 'Greeting',
  message: { to: devAccount(5).address, text: 'gm' },
} as const;

let devstack: Devstack;
let browser: LaunchedBrowser;
const dapps: DappClient[] = [];
const pageErrors: string[] = [];

beforeAll(async () => {
  [devstack, browser] = await Promise.all([startDevstack({ ports: 'free' }), launchBrowser()]);
}, START_MS);

afterAll(async () => {
  await Promise.allSettled(dapps.map(closeDapp));
  await browser?.close();
  await devstack?.close();
}, START_MS);

afterEach(() => {
  expect(pageErrors.splice(0)).toEqual([]);
});

async function newDapp(name: string): Promise<DappClient> {
  const dapp = await startDappClient(devstack, name);
  dapps.push(dapp);
  return dapp;
}

/** The wallet page at `path` (with its query), once its sign-client is up. */
async function openWallet(path: string): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${devstack.walletPageUrl}${path}`);
  await walletReady(page);
  return page;
}

async function walletReady(page: Page): Promise<void> {
  await page.locator('[data-testid="wallet"][data-ready="true"]').waitFor();
}

async function expectStatus(page: Page, text: string | RegExp): Promise<void> {
  await page.getByRole('status').filter({ hasText: text }).waitFor();
}

/** Clicks a button of the proposal or request card. */
async function answerCard(
  page: Page,
  card: 'proposal' | 'request',
  answer: 'Approve' | 'Reject',
): Promise<void> {
  await page.getByTestId(card).getByRole('button', { name: answer }).click();
}

function chain(chainId: number) {
  const found = devstack.chains.find((candidate) => candidate.chainId === chainId);
  if (found === undefined) throw new Error(`The devstack runs no chain ${chainId}`);
  return found;
}

/** The dapp's request, answered by a click on the page's request card. */
async function requestAnswered(
  page: Page,
  dapp: DappClient,
  session: DappSession,
  chainId: string,
  request: { method: string; params: unknown },
  answer: 'Approve' | 'Reject' = 'Approve',
): Promise<unknown> {
  const answered = dapp.request({ topic: session.topic, chainId, request });
  // Handled here already: a rejection may arrive before the caller awaits it.
  answered.catch(() => undefined);
  await page
    .getByTestId('request')
    .getByTestId('request-method')
    .filter({ hasText: request.method })
    .waitFor();
  await answerCard(page, 'request', answer);
  return answered;
}

describe('demo wallet page: pairs by pasted URI and answers the dapp through the session', () => {
  const account = devAccount(0);
  let page: Page;
  let dapp: DappClient;
  let session: DappSession;

  beforeAll(async () => {
    [page, dapp] = await Promise.all([openWallet('/'), newDapp('Harbor Swap')]);
  }, START_MS);

  it(
    'shows the proposal (dapp name, url, chains) soon after pairing; Approve gives the dapp a session with the page account',
    async () => {
      const { uri, approval } = await dapp.connect({ optionalNamespaces: DAPP_NAMESPACES });
      if (uri === undefined) throw new Error('connect() gave no uri');
      await page.getByLabel('WalletConnect URI').fill(uri);
      const pairedAt = performance.now();
      await page.getByRole('button', { name: 'Connect' }).click();
      const proposal = page.getByTestId('proposal');
      await proposal.waitFor();
      const proposalShownMs = performance.now() - pairedAt;
      console.log(`Demo wallet: pair() to proposal card in ${Math.round(proposalShownMs)} ms`);
      expect(proposalShownMs).toBeLessThan(PROPOSAL_SHOWN_WITHIN_MS);

      expect(await proposal.getByTestId('proposal-dapp-name').textContent()).toBe('Harbor Swap');
      expect(await proposal.getByTestId('proposal-dapp-url').textContent()).toBe(
        'https://dapp.keyport.example',
      );
      expect(await proposal.getByTestId('proposal-chains').textContent()).toBe('eip155:1, eip155:42161');
      expect(await page.getByTestId('account-address').textContent()).toBe(account.address);
      await screenshot(page, 'demo-wallet-proposal');
      expect(await seriousViolationsUnderCsp(page)).toEqual([]);

      await answerCard(page, 'proposal', 'Approve');
      session = await approval();
      expect(session.namespaces.eip155?.accounts).toEqual([
        `eip155:1:${account.address}`,
        `eip155:42161:${account.address}`,
      ]);
      expect(session.peer.metadata.name).toBe('Keyport Demo Wallet');
      await expectStatus(page, 'Paired with Harbor Swap');
      const row = page.getByTestId('session');
      expect(await row.getByTestId('session-peer').textContent()).toBe('Harbor Swap');
      expect(await row.getByTestId('session-topic').textContent()).toBe(session.topic);
    },
    SCENARIO_MS,
  );

  it(
    'answers an approved personal_sign with a signature viem verifies',
    async () => {
      const signature = await requestAnswered(page, dapp, session, 'eip155:1', {
        method: 'personal_sign',
        params: ['0x48656c6c6f204b6579706f7274', account.address],
      });
      await expectStatus(page, 'Signed');
      expect(
        await verifyMessage({
          address: account.address,
          message: 'Hello Keyport',
          signature: signature as `0x${string}`,
        }),
      ).toBe(true);
    },
    SCENARIO_MS,
  );

  it(
    'answers an approved eth_signTypedData_v4 with a signature viem verifies',
    async () => {
      const signature = await requestAnswered(page, dapp, session, 'eip155:1', {
        method: 'eth_signTypedData_v4',
        params: [account.address, JSON.stringify(TYPED_DATA)],
      });
      expect(
        await verifyTypedData({
          address: account.address,
          ...TYPED_DATA,
          signature: signature as `0x${string}`,
        }),
      ).toBe(true);
    },
    SCENARIO_MS,
  );

  it(
    'sends an approved eth_sendTransaction to the dev chain of the request: mined, and the receiver paid',
    async () => {
      const arbitrum = chain(42161);
      const client = createPublicClient({ transport: http(arbitrum.rpcUrl) });
      const receiver = devAccount(7).address;
      const before = await client.getBalance({ address: receiver });
      const value = parseEther('0.25');
      const hash = (await requestAnswered(page, dapp, session, 'eip155:42161', {
        method: 'eth_sendTransaction',
        params: [{ from: account.address, to: receiver, value: `0x${value.toString(16)}` }],
      })) as `0x${string}`;
      await expectStatus(page, `Sent ${hash}`);
      const receipt = await client.waitForTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.from.toLowerCase()).toBe(account.address.toLowerCase());
      expect(await client.getBalance({ address: receiver })).toBe(before + value);
    },
    SCENARIO_MS,
  );

  it(
    'switches chain on wallet_switchEthereumChain and sends the dapp chainChanged eip155:42161',
    async () => {
      const chainChanged = new Promise<{ chainId: string; name: string }>((resolve) =>
        dapp.on('session_event', ({ params }) =>
          resolve({ chainId: params.chainId, name: params.event.name }),
        ),
      );
      const answer = await requestAnswered(page, dapp, session, 'eip155:1', {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: '0xa4b1' }],
      });
      expect(answer).toBeNull();
      expect(await chainChanged).toEqual({ chainId: 'eip155:42161', name: 'chainChanged' });
      await expectStatus(page, 'Switched to Arbitrum One (devstack)');
      expect(await page.getByTestId('current-chain').textContent()).toBe('eip155:42161');
      expect(await page.getByLabel('Chain', { exact: true }).inputValue()).toBe('42161');
    },
    SCENARIO_MS,
  );

  it(
    'keeps the session over a reload, answers eth_chainId without a card, and a rejected request fails with 4001',
    async () => {
      await page.reload();
      await walletReady(page);
      expect(await page.getByTestId('session').getByTestId('session-topic').textContent()).toBe(
        session.topic,
      );

      const chainId = await dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'eth_chainId', params: [] },
      });
      // The wallet starts on the first dev chain after a reload; no card was needed to answer.
      expect(chainId).toBe('0x1');
      expect(await page.getByTestId('request').count()).toBe(0);

      await expect(
        requestAnswered(
          page,
          dapp,
          session,
          'eip155:1',
          { method: 'personal_sign', params: ['0x00', account.address] },
          'Reject',
        ),
      ).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
      await expectStatus(page, 'Rejected');
    },
    SCENARIO_MS,
  );

  it(
    'Disconnect in the page ends the session: the dapp receives session_delete',
    async () => {
      const deleted = new Promise<string>((resolve) =>
        dapp.on('session_delete', ({ topic }) => resolve(topic)),
      );
      await page.getByTestId('session').getByRole('button', { name: 'Disconnect' }).click();
      expect(await deleted).toBe(session.topic);
      await expectStatus(page, 'Disconnected from Harbor Swap');
      expect(await page.getByTestId('session').count()).toBe(0);
    },
    SCENARIO_MS,
  );
});

describe('demo wallet page: pairing from the query (deep and universal links)', () => {
  it(
    'pairs on load from /wc?uri= and forgets the uri; Reject makes the dapp approval() fail with USER_REJECTED',
    async () => {
      const dapp = await newDapp('Quill Market');
      const { uri, approval } = await dapp.connect({ optionalNamespaces: DAPP_NAMESPACES });
      const refused = approval().then(
        () => undefined,
        (error: unknown) => error,
      );
      const page = await openWallet(`/wc?uri=${encodeURIComponent(uri ?? '')}&account=2`);
      await page
        .getByTestId('proposal')
        .getByTestId('proposal-dapp-name')
        .filter({ hasText: 'Quill Market' })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(new URL(page.url()).searchParams.has('uri')).toBe(false);
      await answerCard(page, 'proposal', 'Reject');
      expect(await refused).toMatchObject({ code: 5000 });
      await expectStatus(page, 'Rejected');
      await page.close();
    },
    SCENARIO_MS,
  );

  it(
    'with ?auto=approve, approves the proposal and the requests without a click, for the ?account= account',
    async () => {
      const dapp = await newDapp('Kestrel Pay');
      const { uri, approval } = await dapp.connect({ optionalNamespaces: DAPP_NAMESPACES });
      const page = await openWallet(`/?account=3&auto=approve&uri=${encodeURIComponent(uri ?? '')}`);
      const session = await approval();
      const address = devAccount(3).address;
      expect(session.namespaces.eip155?.accounts).toContain(`eip155:1:${address}`);
      const signature = await dapp.request({
        topic: session.topic,
        chainId: 'eip155:1',
        request: { method: 'personal_sign', params: ['0x6869', address] },
      });
      expect(await verifyMessage({ address, message: 'hi', signature: signature as `0x${string}` })).toBe(
        true,
      );
      await page.close();
    },
    SCENARIO_MS,
  );
});

describe('demo wallet page: Verify on the devstack', () => {
  it(
    "fetches Verify's public key from the stand-in it is configured with, while WalletConnect's own Verify host is refused at once by the page policy",
    async () => {
      const reached: string[] = [];
      await browser.context.route(`${WALLETCONNECT_VERIFY}/**`, async (route) => {
        reached.push(new URL(route.request().url()).pathname);
        await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
      });
      try {
        const page = await openWallet('/');
        const outcome = await page.evaluate(
          async ({ standIn, real }) => {
            const startedAt = performance.now();
            const outcomeOf = (url: string) =>
              fetch(url).then(
                (response) => response.status,
                () => 'refused',
              );
            const publicKey = await outcomeOf(`${standIn}/v3/public-key`);
            const realKey = await outcomeOf(`${real}/v3/public-key`);
            const lookup = await outcomeOf(`${real}/attestation/${'ab'.repeat(32)}?v2Supported=true`);
            return { publicKey, realKey, lookup, ms: performance.now() - startedAt };
          },
          { standIn: devstack.verifyUrl, real: WALLETCONNECT_VERIFY },
        );
        expect(outcome).toEqual({
          publicKey: 200,
          realKey: 'refused',
          lookup: 'refused',
          ms: expect.any(Number),
        });
        expect(outcome.ms).toBeLessThan(1_000);
        expect(reached).toEqual([]);
        await page.close();
      } finally {
        await browser.context.unroute(`${WALLETCONNECT_VERIFY}/**`);
      }
    },
    SCENARIO_MS,
  );
});
