import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { type ExplorerWallet } from '../../../devstack/explorer/ExplorerWallet';
import { startExplorer, type RunningExplorer } from '../../../devstack/explorer/startExplorer';
import {
  DEMO_WALLET_NAME,
  EXPLORER_WALLETS,
  SOLANA_MAINNET,
  TEST_WALLET_RDNS,
} from '../../../devstack/explorer/walletFixture';

interface WalletPageBody {
  readonly data: readonly ExplorerWallet[];
  readonly count: number;
}

const certified = EXPLORER_WALLETS.filter((wallet) => wallet.badge_type === 'certified');
const byName = (name: string): ExplorerWallet => {
  const wallet = EXPLORER_WALLETS.find((candidate) => candidate.name === name);
  if (wallet === undefined) throw new Error(`no fixture wallet ${name}`);
  return wallet;
};
const names = (page: WalletPageBody): readonly string[] => page.data.map((wallet) => wallet.name);

describe('wallet explorer stand-in (REFERENCE §3c) over real HTTP', () => {
  let explorer: RunningExplorer;

  beforeAll(async () => {
    explorer = await startExplorer({ port: 0 });
  });
  afterAll(() => explorer.close());

  function explorerUrl(path: string, query: Record<string, string> = {}): string {
    const url = new URL(path, explorer.url);
    url.search = new URLSearchParams({
      projectId: DEMO_PROJECT_ID,
      st: 'keyport',
      sv: 'test',
      ...query,
    }).toString();
    return url.toString();
  }

  async function getWallets(query: Record<string, string>): Promise<WalletPageBody> {
    const response = await fetch(explorerUrl('/getWallets', query));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    return (await response.json()) as WalletPageBody;
  }

  it('listens on 127.0.0.1 at the URL it reports', () => {
    expect(explorer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  describe('GET /getWallets paging (REFERENCE §7: All wallets, 40 per page)', () => {
    it('serves 1-based pages in the explorer order, count being every match before paging', async () => {
      const first = await getWallets({ page: '1', entries: '40' });
      const second = await getWallets({ page: '2', entries: '40' });
      expect(first.data).toHaveLength(40);
      expect(second.data).toHaveLength(EXPLORER_WALLETS.length - 40);
      expect(first.count).toBe(EXPLORER_WALLETS.length);
      expect(second.count).toBe(EXPLORER_WALLETS.length);
      expect([...first.data, ...second.data]).toEqual(EXPLORER_WALLETS);
    });

    it('answers an empty page past the end, still with the full count', async () => {
      const beyond = await getWallets({ page: '3', entries: '40' });
      expect(beyond).toEqual({ data: [], count: EXPLORER_WALLETS.length });
    });

    it('serves the 4 recommended wallets of page 1 × 4', async () => {
      const page = await getWallets({ page: '1', entries: '4' });
      expect(page.data).toEqual(EXPLORER_WALLETS.slice(0, 4));
    });

    it.each([
      ['page', '0'],
      ['page', '-1'],
      ['page', 'two'],
      ['page', '1.5'],
      ['entries', '0'],
      ['entries', '101'],
      ['badge_type', 'gold'],
      ['sort', 'newest'],
    ])('rejects %s=%s with 400 and a JSON reason', async (name, value) => {
      const response = await fetch(explorerUrl('/getWallets', { page: '1', entries: '40', [name]: value }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ status: 400, message: expect.stringContaining(name) });
    });
  });

  describe('GET /getWallets filters (REFERENCE §3c, §7)', () => {
    it('search matches any part of the name, ignoring case', async () => {
      const page = await getWallets({ page: '1', entries: '100', search: 'WALLET' });
      const expected = EXPLORER_WALLETS.filter((wallet) => /wallet/i.test(wallet.name));
      expect(page.count).toBe(expected.length);
      expect(names(page)).toEqual(expected.map((wallet) => wallet.name));
      expect(await getWallets({ page: '1', entries: '100', search: 'harb' })).toEqual({
        data: [byName('Harbor Wallet')],
        count: 1,
      });
    });

    it('badge_type=certified keeps certified wallets only; badge_type=none filters nothing', async () => {
      const page = await getWallets({ page: '1', entries: '100', badge_type: 'certified' });
      expect(page.count).toBe(certified.length);
      expect(page.data).toEqual(certified);
      expect((await getWallets({ page: '1', entries: '100', badge_type: 'none' })).count).toBe(
        EXPLORER_WALLETS.length,
      );
    });

    it('include keeps only the listed ids, exclude removes the listed ids', async () => {
      const [a, b, c] = [byName('Quill'), byName('Kestrel'), byName('Dunlin')];
      const included = await getWallets({ page: '1', entries: '40', include: `${c.id},${a.id},${b.id}` });
      expect(included).toEqual({ data: [a, b, c], count: 3 });

      const excluded = await getWallets({ page: '1', entries: '100', exclude: `${a.id},${b.id}` });
      expect(excluded.count).toBe(EXPLORER_WALLETS.length - 2);
      expect(names(excluded)).not.toContain('Quill');
      expect(names(excluded)).not.toContain('Kestrel');

      const both = await getWallets({ page: '1', entries: '40', include: `${a.id},${b.id}`, exclude: b.id });
      expect(both).toEqual({ data: [a], count: 1 });
    });

    it('chains keeps wallets supporting any listed CAIP-2 network', async () => {
      const solana = await getWallets({ page: '1', entries: '100', chains: SOLANA_MAINNET });
      const expected = EXPLORER_WALLETS.filter((wallet) => wallet.chains.includes(SOLANA_MAINNET));
      expect(solana.count).toBe(expected.length);
      expect(solana.data.every((wallet) => wallet.chains.includes(SOLANA_MAINNET))).toBe(true);

      const either = await getWallets({
        page: '1',
        entries: '100',
        chains: `eip155:42161,${SOLANA_MAINNET}`,
      });
      expect(either.count).toBe(
        EXPLORER_WALLETS.filter((wallet) =>
          wallet.chains.some((chain) => ['eip155:42161', SOLANA_MAINNET].includes(chain)),
        ).length,
      );
    });

    it('rdns and names look up installed connectors: a wallet matching either is kept', async () => {
      const page = await getWallets({ page: '1', entries: '40', rdns: TEST_WALLET_RDNS, names: 'quill' });
      expect(names(page)).toEqual(['Quill', 'Keyport Test Wallet']);
      expect(page.count).toBe(2);
    });

    it('include_pay_only=true keeps WalletConnect Pay wallets; sort=wcpay ranks them first', async () => {
      const pay = EXPLORER_WALLETS.filter((wallet) => wallet.supports_wcpay);
      expect(await getWallets({ page: '1', entries: '100', include_pay_only: 'true' })).toEqual({
        data: pay,
        count: pay.length,
      });
      const sorted = await getWallets({ page: '1', entries: '100', sort: 'wcpay' });
      expect(sorted.data.slice(0, pay.length)).toEqual(pay);
    });
  });

  describe('GET /getWalletImage/{image_id} (REFERENCE §3c images)', () => {
    it('serves the wallet image as image/svg+xml', async () => {
      const harbor = byName('Harbor Wallet');
      const response = await fetch(explorerUrl(`/getWalletImage/${harbor.image_id}`));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain('>HW</text>');
    });

    it('answers 404 for an unknown image id', async () => {
      const response = await fetch(explorerUrl('/getWalletImage/not-an-image'));
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ status: 404 });
    });
  });

  describe('access and errors', () => {
    it.each([
      ['/getWallets', undefined],
      ['/getWallets', 'someone-else'],
      [`/getWalletImage/${EXPLORER_WALLETS[0]?.image_id ?? ''}`, 'someone-else'],
    ])('answers 403 JSON to %s without a known projectId (%s)', async (path, projectId) => {
      const url = new URL(path, explorer.url);
      if (projectId !== undefined) url.searchParams.set('projectId', projectId);
      const response = await fetch(url);
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ status: 403 });
    });

    it('answers 404 JSON to an unknown route and 405 to a write on a known one', async () => {
      const unknown = await fetch(explorerUrl('/getWalletz'));
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ status: 404, message: 'No route for /getWalletz' });
      const post = await fetch(explorerUrl('/getWallets'), { method: 'POST' });
      expect(post.status).toBe(405);
      expect(post.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    });

    it('answers CORS preflights with 204 and allows any origin on every answer', async () => {
      const preflight = await fetch(explorerUrl('/getWallets'), {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
      expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
      const denied = await fetch(new URL('/getWallets', explorer.url));
      expect(denied.headers.get('access-control-allow-origin')).toBe('*');
    });
  });
});

describe('wallet explorer stand-in: configured project ids and handler failures', () => {
  const brokenWallet = Object.defineProperty({ ...EXPLORER_WALLETS[0] }, 'name', {
    get: () => {
      throw new Error('wallet record unreadable');
    },
  }) as ExplorerWallet;
  let explorer: RunningExplorer;

  beforeAll(async () => {
    explorer = await startExplorer({ projectIds: ['custom-project'], wallets: [brokenWallet] });
  });
  afterAll(() => explorer.close());

  it('accepts exactly the project ids it was given', async () => {
    const demo = await fetch(
      `${explorer.url}/getWalletImage/${brokenWallet.image_id}?projectId=${DEMO_PROJECT_ID}`,
    );
    expect(demo.status).toBe(403);
    const custom = await fetch(
      `${explorer.url}/getWallets?projectId=custom-project&exclude=${brokenWallet.id}`,
    );
    expect(await custom.json()).toEqual({ data: [], count: 0 });
  });

  it('answers 500 JSON when the handler fails, and keeps serving', async () => {
    const failing = await fetch(`${explorer.url}/getWallets?projectId=custom-project&search=x`);
    expect(failing.status).toBe(500);
    expect(await failing.json()).toEqual({ status: 500, message: 'wallet record unreadable' });
    const next = await fetch(
      `${explorer.url}/getWallets?projectId=custom-project&exclude=${brokenWallet.id}`,
    );
    expect(next.status).toBe(200);
  });
});

describe('wallet explorer stand-in: the demo wallet page it links to', () => {
  let explorer: RunningExplorer;

  beforeAll(async () => {
    explorer = await startExplorer({ walletPageUrl: 'http://127.0.0.1:40999' });
  });
  afterAll(() => explorer.close());

  it('recommends the Keyport Demo Wallet first, linking to the page it was started with', async () => {
    const response = await fetch(`${explorer.url}/getWallets?projectId=${DEMO_PROJECT_ID}&page=1&entries=4`);
    const page = (await response.json()) as WalletPageBody;
    expect(page.data[0]).toMatchObject({
      name: DEMO_WALLET_NAME,
      webapp_link: 'http://127.0.0.1:40999/',
      mobile_link: 'http://127.0.0.1:40999/',
    });
    expect(page.count).toBe(EXPLORER_WALLETS.length);
  });
});
