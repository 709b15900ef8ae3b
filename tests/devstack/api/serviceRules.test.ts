import http from 'node:http';
import { type AddressInfo } from 'node:net';
import { startBlockchainApi } from '../../../devstack/api/startBlockchainApi';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

/** A URL on 127.0.0.1 where nothing listens: a port taken from a server that was then closed. */
async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

describe('GET /v1/supported-chains (SPEC §7, REFERENCE §3a)', () => {
  it('answers the devstack chains as http, none as ws', async () => {
    const answer = await stack.get('/v1/supported-chains');
    expect(answer).toMatchObject({ status: 200, body: { http: ['eip155:1', 'eip155:42161'], ws: [] } });
  });
});

describe('project id (REFERENCE §3a: GET in the query, POST in the query or body)', () => {
  const forbidden = (id: string) => ({
    status: 403,
    body: { status: 403, reasons: [{ name: 'forbidden', description: `Project id ${id} is not allowed` }] },
  });

  it('answers 403 with a forbidden reason for a GET with an unknown or no project id', async () => {
    expect(await stack.get('/v1/supported-chains', { projectId: 'unknown-project' })).toMatchObject(
      forbidden('unknown-project'),
    );
    const missing = await fetch(`${stack.api.url}/v1/supported-chains`);
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual(forbidden('(missing)').body);
  });

  it('accepts a POST with the project id in its body, refuses one with none', async () => {
    const body = { currency: 'usd', addresses: [] };
    expect((await stack.post('/v1/fungible/price', { ...body, projectId: DEMO_PROJECT_ID })).status).toBe(
      200,
    );
    expect(await stack.post('/v1/fungible/price', body)).toMatchObject(forbidden('(missing)'));
  });

  it('accepts the ids given in projectIds instead of the defaults', async () => {
    const api = await startBlockchainApi({ chains: stack.chains, projectIds: new Set(['other-project']) });
    try {
      expect((await fetch(`${api.url}/v1/supported-chains?projectId=other-project`)).status).toBe(200);
      expect((await fetch(`${api.url}/v1/supported-chains?projectId=${DEMO_PROJECT_ID}`)).status).toBe(403);
    } finally {
      await api.close();
    }
  });

  it('serves the images answers link to without a project id, as a plain <img> loads them', async () => {
    const image = await fetch(`${stack.api.url}/devstack/icons/DDAI.svg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
    expect(await image.text()).toContain('DDAI');
  });
});

describe('errors and CORS (every route)', () => {
  it('answers 400 with a reason for a bad parameter and for a body that is not JSON', async () => {
    const badAddress = await stack.get('/v1/identity/not-an-address');
    expect(badAddress).toMatchObject({
      status: 400,
      body: {
        status: 400,
        reasons: [{ name: 'invalid_parameter', description: expect.stringContaining('not-an-address') }],
      },
    });
    const response = await fetch(`${stack.api.url}/v1/fungible/price?projectId=${DEMO_PROJECT_ID}`, {
      method: 'POST',
      body: '{not json',
    });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown route or method', async () => {
    expect(await stack.get('/v1/no-such-call')).toMatchObject({
      status: 404,
      body: { status: 404, reasons: [{ name: 'not_found' }] },
    });
    expect((await stack.post('/v1/supported-chains', {}, { projectId: DEMO_PROJECT_ID })).status).toBe(404);
  });

  it('answers a preflight with 204 and the CORS headers, which every answer carries', async () => {
    const preflight = await fetch(`${stack.api.url}/v1/fungible/price`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type');
    expect((await stack.get('/v1/no-such-call')).headers.get('access-control-allow-origin')).toBe('*');
    expect((await stack.get('/v1/supported-chains')).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 500 with a reason when a handler throws (its chain node is down), then keeps answering', async () => {
    const chain = firstChain(stack);
    const unexpected: unknown[] = [];
    const api = await startBlockchainApi({
      chains: [{ ...chain, rpcUrl: await deadUrl() }],
      onUnexpectedError: (error) => unexpected.push(error),
    });
    try {
      const address = devAccount(chain, 0);
      const failed = await fetch(
        `${api.url}/v1/account/${address}/balance?chainId=eip155:1&projectId=${DEMO_PROJECT_ID}`,
      );
      expect(failed.status).toBe(500);
      expect(await failed.json()).toEqual({
        status: 500,
        reasons: [{ name: 'internal_error', description: expect.any(String) }],
      });
      expect(unexpected).toHaveLength(1);
      const next = await fetch(`${api.url}/v1/supported-chains?projectId=${DEMO_PROJECT_ID}`);
      expect(next.status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
