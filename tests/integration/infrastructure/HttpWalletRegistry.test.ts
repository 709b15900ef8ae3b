import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { startExplorer, type RunningExplorer } from '../../../devstack/explorer/startExplorer';
import { EXPLORER_WALLETS, TEST_WALLET_RDNS } from '../../../devstack/explorer/walletFixture';
import { HttpStatusError } from '../../../domain/errors/HttpStatusError';
import { HttpWalletRegistry } from '../../../infrastructure/registry/HttpWalletRegistry';

const identity = { projectId: DEMO_PROJECT_ID, sdkType: 'keyport', sdkVersion: 'react-1.7.4' };
const idOf = (name: string): string => {
  const wallet = EXPLORER_WALLETS.find((candidate) => candidate.name === name);
  if (wallet === undefined) throw new Error(`no fixture wallet ${name}`);
  return wallet.id;
};

describe('HttpWalletRegistry against the devstack explorer (REFERENCE §3c GET /getWallets)', () => {
  let explorer: RunningExplorer;
  let registry: HttpWalletRegistry;

  beforeAll(async () => {
    explorer = await startExplorer({ port: 0 });
    registry = new HttpWalletRegistry(explorer.url, identity);
  });
  afterAll(() => explorer.close());

  it('REFERENCE §7 All wallets: pages of 40, count of every match, decoded wallets', async () => {
    const first = await registry.getWallets({ page: 1, entries: 40 });
    const second = await registry.getWallets({ page: 2, entries: 40 });
    expect(first.data).toHaveLength(40);
    expect(first.count).toBe(EXPLORER_WALLETS.length);
    expect([...first.data, ...second.data].map((wallet) => wallet.id)).toEqual(
      EXPLORER_WALLETS.map((wallet) => wallet.id),
    );
    expect(first.data[0]).toEqual(EXPLORER_WALLETS[0]);
  });

  it('REFERENCE §7 search and the certified-only toggle', async () => {
    const found = await registry.getWallets({ page: 1, entries: 100, search: 'harbor' });
    expect(found.data.map((wallet) => wallet.name)).toEqual(['Harbor Wallet']);
    const certified = await registry.getWallets({ page: 1, entries: 100, badge: 'certified' });
    expect(certified.count).toBe(
      EXPLORER_WALLETS.filter((wallet) => wallet.badge_type === 'certified').length,
    );
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true);
  });

  it('REFERENCE §7 featured and recommended: include keeps listed ids, exclude drops them', async () => {
    const included = await registry.getWallets({
      page: 1,
      entries: 4,
      include: [idOf('Quill'), idOf('Kestrel'), idOf('Dunlin')],
      exclude: [idOf('Kestrel')],
    });
    expect(included.data.map((wallet) => wallet.name)).toEqual(['Quill', 'Dunlin']);
    const excluded = await registry.getWallets({ page: 1, entries: 100, exclude: [idOf('Quill')] });
    expect(excluded.count).toBe(EXPLORER_WALLETS.length - 1);
  });

  it('REFERENCE §7 chains and installed-connector rdns reach the explorer as comma lists', async () => {
    const page = await registry.getWallets({
      page: 1,
      entries: 40,
      chains: ['eip155:1', 'eip155:42161'],
      rdns: [TEST_WALLET_RDNS, 'app.harborwallet'],
    });
    expect(page.data.map((wallet) => wallet.rdns)).toEqual(['app.harborwallet', TEST_WALLET_RDNS]);
  });

  it('REFERENCE §3c images: walletImageUrl is /getWalletImage/{id} with projectId, st, sv, and serves SVG', async () => {
    const imageId = EXPLORER_WALLETS[0]?.image_id ?? '';
    const url = new URL(registry.walletImageUrl(imageId));
    expect(url.pathname).toBe(`/getWalletImage/${imageId}`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: DEMO_PROJECT_ID,
      st: 'keyport',
      sv: 'react-1.7.4',
    });
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('SPEC §8: an unknown project id is refused with "HTTP status code: 403"', async () => {
    const stranger = new HttpWalletRegistry(explorer.url, { ...identity, projectId: 'unknown-project' });
    await expect(stranger.getWallets({ page: 1, entries: 40 })).rejects.toMatchObject({
      constructor: HttpStatusError,
      status: 403,
      shortMessage: 'HTTP status code: 403',
    });
  });
});
