import { serveJsonRpc, type JsonRpcHttpServer } from '../../../devstack/chain/serveJsonRpc';
import { type Eip1193Requester } from '../../../devstack/chain/answerJsonRpc';

/** Answers eth_chainId, fails like ganache on unknown methods, and reverts like a node on eth_call. */
const requester: Eip1193Requester = {
  async request({ method, params }) {
    if (method === 'eth_chainId') return '0xa4b1';
    if (method === 'echo') return params;
    if (method === 'eth_call')
      throw Object.assign(new Error('execution reverted'), { code: 3, data: '0x08c379a0' });
    throw new Error(`The method ${method} does not exist/is not available`);
  },
};

describe('dev chain JSON-RPC over HTTP (SPEC §7 RPC: JSON-RPC over POST to chain endpoints)', () => {
  let server: JsonRpcHttpServer;
  beforeAll(async () => {
    server = await serveJsonRpc(requester, 0);
  });
  afterAll(() => server.close());

  const post = async (body: string) => {
    const response = await fetch(server.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return {
      status: response.status,
      cors: response.headers.get('access-control-allow-origin'),
      json: await response.json(),
    };
  };

  it('answers a single request with its id and result, to any origin', async () => {
    expect(await post('{"jsonrpc":"2.0","id":7,"method":"eth_chainId","params":[]}')).toEqual({
      status: 200,
      cors: '*',
      json: { jsonrpc: '2.0', id: 7, result: '0xa4b1' },
    });
  });

  it('answers a batch in order, each item on its own', async () => {
    const { json } = await post(
      '[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"},{"jsonrpc":"2.0","id":"b","method":"echo","params":[1,2]}]',
    );
    expect(json).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0xa4b1' },
      { jsonrpc: '2.0', id: 'b', result: [1, 2] },
    ]);
  });

  it('keeps the code and revert data of a failed call, so clients can decode the reason', async () => {
    const { json } = await post('{"jsonrpc":"2.0","id":1,"method":"eth_call","params":[]}');
    expect(json).toEqual({
      jsonrpc: '2.0',
      id: 1,
      error: { code: 3, message: 'execution reverted', data: '0x08c379a0' },
    });
  });

  it('answers an unknown method with -32601, not a retryable internal error', async () => {
    const { json } = await post('{"jsonrpc":"2.0","id":2,"method":"eth_fillTransaction","params":[]}');
    expect(json).toMatchObject({ id: 2, error: { code: -32601 } });
  });

  it('answers malformed bodies with JSON-RPC parse and invalid-request errors', async () => {
    expect((await post('{not json')).json).toMatchObject({ id: null, error: { code: -32700 } });
    expect((await post('{"jsonrpc":"2.0","id":3}')).json).toMatchObject({ id: 3, error: { code: -32600 } });
    expect((await post('[]')).json).toMatchObject({ id: null, error: { code: -32600 } });
  });

  it('refuses subscriptions, which plain HTTP cannot deliver', async () => {
    const { json } = await post('{"jsonrpc":"2.0","id":4,"method":"eth_subscribe","params":["newHeads"]}');
    expect(json).toMatchObject({ id: 4, error: { code: -32601 } });
  });

  it('answers CORS preflight so browser pages can call the chain', async () => {
    const response = await fetch(server.url, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-headers': 'content-type' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('serves JSON-RPC over POST only', async () => {
    const response = await fetch(server.url);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
  });
});
