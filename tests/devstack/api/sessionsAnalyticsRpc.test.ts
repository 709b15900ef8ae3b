import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

describe('smart sessions (SPEC §7 sessions calls)', () => {
  it('lists an account’s sessions (CAIP-10 or plain), revokes one with {success: true}, then lists it no more', async () => {
    const account = devAccount(firstChain(stack), 2);
    expect((await stack.get(`/v1/sessions/eip155:1:${account}`)).body).toEqual([]);

    stack.api.sessions.grant(account, { pci: 'pci-1', expiry: 1_900_000_000 });
    const granted = await stack.post(
      `/devstack/sessions/${account}`,
      { pci: 'pci-2' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(granted.status).toBe(201);
    expect((await stack.get(`/v1/sessions/eip155:1:${account}`)).body).toEqual([
      { pci: 'pci-1', expiry: 1_900_000_000 },
      { pci: 'pci-2' },
    ]);

    const revoked = await stack.post(
      `/v1/sessions/${account}/revoke`,
      { pci: 'pci-1', signature: '0xabcdef' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(revoked).toMatchObject({ status: 200, body: { success: true } });
    expect((await stack.get(`/v1/sessions/${account}`)).body).toEqual([{ pci: 'pci-2' }]);
  });

  it('answers 404 with a reason for an unknown pci, and 400 without a signature', async () => {
    const account = devAccount(firstChain(stack), 2);
    const unknown = await stack.post(
      `/v1/sessions/${account}/revoke`,
      { pci: 'nope', signature: '0x01' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(unknown).toMatchObject({
      status: 404,
      body: {
        status: 404,
        reasons: [{ name: 'session_not_found', description: expect.stringContaining('nope') }],
      },
    });
    const unsigned = await stack.post(
      `/v1/sessions/${account}/revoke`,
      { pci: 'pci-2' },
      { projectId: DEMO_PROJECT_ID },
    );
    expect(unsigned.status).toBe(400);
  });
});

describe('analytics (SPEC §7 POST /e, REFERENCE §3b)', () => {
  it('keeps each event with its query and body, readable from the handle and GET /devstack/analytics', async () => {
    const event = {
      eventId: '2f1c3a0e-8a4b-4c53-9a0e-5b1f8c1d2e3f',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', address: null, properties: { connected: false } },
    };
    const query = { projectId: DEMO_PROJECT_ID, st: 'keyport', sv: 'react-0.1.0' };
    expect((await stack.post('/e', event, query)).status).toBe(204);

    const expected = { query, body: event, receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };
    expect(stack.api.analytics).toEqual([expected]);
    expect((await stack.get('/devstack/analytics')).body).toEqual([expected]);
  });

  it('refuses an event from a project that is not allowed with 403, as the alert of SPEC §8 expects', async () => {
    const answer = await stack.post(
      '/e',
      { eventId: 'x' },
      { projectId: 'someone-else', st: 'keyport', sv: 'x' },
    );
    expect(answer.status).toBe(403);
    expect(stack.api.analytics).toHaveLength(1);
  });
});

describe('JSON-RPC proxy (SPEC §7 RPC, REFERENCE §3a POST /v1?chainId&projectId)', () => {
  it('forwards a single call and a batch to the chain of chainId and returns its answers', async () => {
    const single = await stack.post(
      '/v1',
      { id: 1, jsonrpc: '2.0', method: 'eth_chainId', params: [] },
      {
        chainId: 'eip155:42161',
        projectId: DEMO_PROJECT_ID,
      },
    );
    expect(single).toMatchObject({ status: 200, body: { id: 1, jsonrpc: '2.0', result: '0xa4b1' } });

    const batch = await stack.post(
      '/v1',
      [
        { id: 'a', jsonrpc: '2.0', method: 'eth_chainId', params: [] },
        {
          id: 'b',
          jsonrpc: '2.0',
          method: 'eth_getBalance',
          params: [devAccount(firstChain(stack), 5), 'latest'],
        },
      ],
      { chainId: 'eip155:1', projectId: DEMO_PROJECT_ID },
    );
    expect(batch.body).toEqual([
      { id: 'a', jsonrpc: '2.0', result: '0x1' },
      { id: 'b', jsonrpc: '2.0', result: expect.stringMatching(/^0x[0-9a-f]+$/) },
    ]);
  });

  it('answers 400 for an unknown or missing chainId', async () => {
    const call = { id: 1, jsonrpc: '2.0', method: 'eth_chainId', params: [] };
    expect((await stack.post('/v1', call, { chainId: 'eip155:10', projectId: DEMO_PROJECT_ID })).status).toBe(
      400,
    );
    expect((await stack.post('/v1', call, { projectId: DEMO_PROJECT_ID })).status).toBe(400);
  });
});
