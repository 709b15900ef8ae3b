import { FRAME_CONFIG_ELEMENT_ID } from '../../../devstack/wallet-service/protocol/FramePageConfig';
import { FRAME_REQUESTS } from '../../../devstack/wallet-service/protocol/frameProtocol';
import { type HttpFixture, START_MS, startHttpFixture } from './httpFixture';
import { PROJECT } from './serviceFixture';

let f: HttpFixture;

beforeAll(async () => {
  f = await startHttpFixture({
    projects: {
      [PROJECT]: { allowedOrigins: ['http://127.0.0.1:*', 'http://localhost:*'] },
      shop: { allowedOrigins: ['https://shop.example'] },
    },
    // A project can be set up failing from the start, not only through the admin endpoint.
    failures: { 'failing-from-start': { refuse: 'invalidKey' } },
  });
}, START_MS);
afterAll(() => f?.running.close());
afterEach(() => f.post('/admin/failures', { projectId: PROJECT }));

function frameConfig(html: string): Record<string, unknown> {
  const match = new RegExp(
    `<script type="application/json" id="${FRAME_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return JSON.parse(match?.[1] ?? 'null') as Record<string, unknown>;
}

describe('wallet service: the project’s origins (SPEC §8)', () => {
  it('a site origin the project does not allow is answered "Unauthorized: origin not allowed", whatever it asks', async () => {
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example:3000', 'null']) {
      expect(await f.api('GET_CHAIN_ID', undefined, f.context({ origin }))).toEqual({
        outcome: 'error',
        message: 'Unauthorized: origin not allowed',
      });
    }
    expect(
      await f.api('GET_CHAIN_ID', undefined, f.context({ origin: 'http://localhost:5173' })),
    ).toMatchObject({
      outcome: 'success',
    });
    const shop = f.context({ projectId: 'shop', origin: 'https://shop.example' });
    expect((await f.api('GET_CHAIN_ID', undefined, shop)).outcome).toBe('success');
    expect(await f.api('GET_CHAIN_ID', undefined, { ...shop, origin: 'https://shop.example:8443' })).toEqual({
      outcome: 'error',
      message: 'Unauthorized: origin not allowed',
    });
  });

  it('an unknown project id is "Unauthorized: invalid key"', async () => {
    expect(
      await f.api('CONNECT_EMAIL', { email: 'a@b.example' }, f.context({ projectId: 'nobody' })),
    ).toEqual({
      outcome: 'error',
      message: 'Unauthorized: invalid key',
    });
    expect(await f.api('GET_CHAIN_ID', undefined, f.context({ projectId: 'failing-from-start' }))).toEqual({
      outcome: 'error',
      message: 'Unauthorized: invalid key',
    });
  });
});

describe('wallet service: failures on demand (SPEC §8), POST /admin/failures', () => {
  it.each([
    ['originNotAllowed', 'Unauthorized: origin not allowed'],
    ['jwtNotYetValid', 'JWT validation error: JWT Token is not yet valid'],
    ['invalidKey', 'Unauthorized: invalid key'],
    ['unverifiedDomain', 'Unauthorized: unverified domain'],
  ])('refuse: %s answers every request of the project with "%s"', async (refuse, message) => {
    const set = await f.post('/admin/failures', { projectId: PROJECT, refuse });
    expect(set.status).toBe(200);
    for (const type of FRAME_REQUESTS) {
      expect(await f.api(type, undefined)).toEqual({ outcome: 'error', message });
    }
    await f.post('/admin/failures', { projectId: PROJECT });
    expect((await f.api('GET_CHAIN_ID')).outcome).toBe('success');
  });

  it('neverReady: the frame page is told not to say READY; without it, it is', async () => {
    const page = () => f.get(`/sdk?projectId=${PROJECT}&chainId=1&version=4&enableLogger=false`);
    expect(frameConfig((await page()).body_)).toMatchObject({ announceReady: true });
    await f.post('/admin/failures', { projectId: PROJECT, neverReady: true });
    expect(frameConfig((await page()).body_)).toMatchObject({ announceReady: false });
  });

  it('silentRequests: requests of those types are never answered, others are', async () => {
    await f.post('/admin/failures', { projectId: PROJECT, silentRequests: ['CONNECT_EMAIL', 'RPC_REQUEST'] });
    expect(await f.api('CONNECT_EMAIL', { email: 'a@b.example' })).toEqual({ outcome: 'silent' });
    expect(await f.api('RPC_REQUEST', { method: 'eth_chainId' })).toEqual({ outcome: 'silent' });
    expect(await f.api('GET_CHAIN_ID')).toEqual({ outcome: 'success', payload: { chainId: 1 } });
  });

  it('the switches are checked: unknown fields, refusals or request types are named', async () => {
    const refused = async (body: unknown) => {
      const response = await f.post('/admin/failures', body);
      expect(response.status).toBe(400);
      return response.body_;
    };
    expect(await refused({ projectId: PROJECT, refuze: 'invalidKey' })).toBe('Unknown fields: refuze');
    expect(await refused({ projectId: PROJECT, refuse: 'teapot' })).toBe(
      'refuse must be one of originNotAllowed, jwtNotYetValid, invalidKey, unverifiedDomain',
    );
    expect(await refused({ projectId: PROJECT, silentRequests: ['CONNECT_EMAIL', 'HELLO'] })).toMatch(
      /^silentRequests must be a list of SWITCH_NETWORK, CONNECT_EMAIL/,
    );
    expect(await refused({ refuse: 'invalidKey' })).toBe('projectId must be a string');
    const form = await f.post('/admin/failures', undefined, {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ projectId: PROJECT, refuse: 'invalidKey' }),
    });
    expect(form.status).toBe(415);
  });
});
