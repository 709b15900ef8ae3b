import { BaseError } from 'viem';
import { forwardJsonRpc } from '../../../devstack/test-wallet/forwardJsonRpc';
import { ProviderRpcError } from '../../../devstack/test-wallet/ProviderRpcError';
import { toProviderError } from '../../../devstack/test-wallet/signAndSendTransaction';
import { startLocalServer, type LocalServer } from '../../support/localServer';

describe('the test wallet passing calls to a chain node (JSON-RPC 2.0 over HTTP)', () => {
  let node: LocalServer;
  let answers: { status: number; body: string }[];

  beforeAll(async () => {
    node = await startLocalServer((_request, response) => {
      const { status, body } = answers.shift() ?? { status: 500, body: '' };
      response.statusCode = status;
      response.end(body);
    });
  });
  afterAll(() => node.close());

  it('sends one call and returns its result', async () => {
    answers = [{ status: 200, body: JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x10' }) }];
    expect(await forwardJsonRpc(node.baseUrl, 'eth_blockNumber', undefined)).toBe('0x10');
    expect(JSON.parse(node.requests.at(-1)!.body)).toMatchObject({ method: 'eth_blockNumber', params: [] });
  });

  it("keeps a node's error code, message and data; fills in what a node leaves out", async () => {
    answers = [
      {
        status: 200,
        body: JSON.stringify({ error: { code: 3, message: 'execution reverted', data: '0x08c379a0' } }),
      },
      { status: 200, body: JSON.stringify({ error: {} }) },
    ];
    await expect(forwardJsonRpc(node.baseUrl, 'eth_call', [])).rejects.toMatchObject({
      code: 3,
      message: 'execution reverted',
      data: '0x08c379a0',
    });
    await expect(forwardJsonRpc(node.baseUrl, 'eth_call', [])).rejects.toMatchObject({
      code: -32603,
      message: 'The chain refused the call',
    });
  });

  it('an HTTP failure or a body that is not JSON-RPC is an internal error (-32603) saying so', async () => {
    answers = [
      { status: 502, body: '' },
      { status: 200, body: 'not json' },
    ];
    await expect(forwardJsonRpc(node.baseUrl, 'eth_chainId', [])).rejects.toMatchObject({
      code: -32603,
      message: `The chain at ${node.baseUrl} answered HTTP 502`,
    });
    await expect(forwardJsonRpc(node.baseUrl, 'eth_chainId', [])).rejects.toMatchObject({
      code: -32603,
      message: `The chain at ${node.baseUrl} answered something other than JSON-RPC`,
    });
  });
});

describe('errors while sending a transaction, as EIP-1193 errors', () => {
  it('keeps a provider error; takes the innermost code of a viem error; anything else is -32603', () => {
    const provider = new ProviderRpcError(4100, 'no');
    expect(toProviderError(provider)).toBe(provider);
    const coded = Object.assign(new BaseError('inner'), { code: -32000 });
    expect(toProviderError(new BaseError('outer', { cause: coded }))).toMatchObject({
      code: -32000,
      message: 'outer',
    });
    expect(toProviderError(new BaseError('uncoded'))).toMatchObject({ code: -32603 });
    expect(toProviderError(new Error('boom'))).toMatchObject({ code: -32603, message: 'boom' });
    expect(toProviderError('odd')).toMatchObject({ code: -32603, message: 'odd' });
  });
});
