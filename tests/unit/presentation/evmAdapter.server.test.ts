import { firstValueFrom } from 'rxjs';
import { buildKeyportContainer } from '../../../application/core/createKeyportCore';
import { ChainAdapter } from '../../../application/ports/ChainAdapter';
import { nodeModule } from '../../../infrastructure/composition/nodeModule';
import { evmAdapter } from '../../../presentation/composition/evmAdapter';
import { ethereum } from '../../fixtures/networks';
import { startLocalServer } from '../../support/localServer';

const ONE_ETHER_HEX = '0xde0b6b3a7640000';

/** A JSON-RPC endpoint that knows one call: every balance is one ether. */
function answerBalances(body: string): unknown {
  const answer = (call: { id: number; method: string }) =>
    call.method === 'eth_getBalance'
      ? { jsonrpc: '2.0', id: call.id, result: ONE_ETHER_HEX }
      : { jsonrpc: '2.0', id: call.id, error: { code: -32601, message: 'not here' } };
  const parsed = JSON.parse(body) as { id: number; method: string } | { id: number; method: string }[];
  return Array.isArray(parsed) ? parsed.map(answer) : answer(parsed);
}

describe('evmAdapter() on a server (rendering on a server touches no window)', () => {
  it('builds without a window and discovers nothing', async () => {
    expect(typeof window).toBe('undefined');
    const container = buildKeyportContainer({ projectId: 'p', networks: [ethereum] }, [
      nodeModule,
      evmAdapter().module,
    ]);
    const adapter = container.get<ChainAdapter>(ChainAdapter);
    expect(adapter.namespace).toBe('eip155');
    expect(await firstValueFrom(adapter.connectors$)).toEqual([]);
  });

  it("SPEC §7: balances go through the options' RPC endpoints (the host's custom URL first)", async () => {
    const rpc = await startLocalServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answerBalances(request.body)));
    });
    try {
      const container = buildKeyportContainer(
        {
          projectId: 'p',
          networks: [ethereum],
          customRpcUrls: { 'eip155:1': [{ url: rpc.baseUrl }] },
          apiUrls: { blockchainApi: 'http://127.0.0.1:9' },
        },
        [nodeModule, evmAdapter().module],
      );
      const adapter = container.get<ChainAdapter>(ChainAdapter);
      const balance = await adapter.getBalance('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', ethereum);
      expect(balance).toEqual({ balance: '1', symbol: 'ETH' });
      expect(rpc.requests).toHaveLength(1);
    } finally {
      await rpc.close();
    }
  });
});
