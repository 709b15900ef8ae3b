import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { createPublicClient } from 'viem';
import { type CaipNetwork } from '../../../domain/network/CaipNetwork';
import { createNetworkClient } from '../../../infrastructure/rpc/createNetworkClient';
import { createRpcTransport } from '../../../infrastructure/rpc/createRpcTransport';

// ganache ships no types of its own that fit here; its server API is small.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ganache = require('ganache') as {
  server(options: object): {
    listen(port: number, host: string): Promise<void>;
    address(): AddressInfo;
    close(): Promise<void>;
  };
};

interface Relay {
  readonly url: string;
  readonly bodies: string[];
  close(): Promise<void>;
}

/** A JSON-RPC endpoint that forwards to the chain and records what it received; `hang` never answers. */
async function startRelay(target: string, mode: 'forward' | 'hang' = 'forward'): Promise<Relay> {
  const bodies: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      bodies.push(body);
      if (mode === 'hang') return;
      void fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (answer) => {
          res.setHeader('content-type', 'application/json');
          res.end(await answer.text());
        })
        .catch(() => {
          res.statusCode = 502;
          res.end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bodies,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('chain RPC with fallback (SPEC §7 endpoint order, SPEC §9 timeout 10 s and batch 1000)', () => {
  let chain: ReturnType<typeof ganache.server>;
  let chainUrl: string;

  beforeAll(async () => {
    chain = ganache.server({ chain: { chainId: 1 }, logging: { quiet: true }, wallet: { totalAccounts: 1 } });
    await chain.listen(0, '127.0.0.1');
    chainUrl = `http://127.0.0.1:${chain.address().port}`;
  });
  afterAll(() => chain.close());

  const network = (defaultUrl: string): CaipNetwork => ({
    id: 1,
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1',
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [defaultUrl] } },
  });

  it('SPEC §7: a custom URL is tried first; when it is killed mid-test, calls fall back to the next', async () => {
    const custom = await startRelay(chainUrl);
    const client = createNetworkClient(network(chainUrl), {
      customUrls: [custom.url],
      blockchainApiUrl: 'http://127.0.0.1:9',
      projectId: undefined,
    });
    expect(await client.getChainId()).toBe(1);
    expect(custom.bodies.length).toBeGreaterThan(0);

    await custom.close();
    const seenBefore = custom.bodies.length;
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(0n);
    expect(custom.bodies.length).toBe(seenBefore);
  });

  it('SPEC §7: the relay proxy comes before the chain default for a known chain', async () => {
    const api = await startRelay(chainUrl);
    const client = createNetworkClient(network('http://127.0.0.1:9/unreachable'), {
      customUrls: [],
      blockchainApiUrl: api.url,
      projectId: 'demo',
    });
    expect(await client.getChainId()).toBe(1);
    expect(api.bodies.length).toBeGreaterThan(0);
    await api.close();
  });

  it('SPEC §9: an endpoint that does not answer within the timeout falls back to the next', async () => {
    const silent = await startRelay(chainUrl, 'hang');
    const client = createPublicClient({
      transport: createRpcTransport([silent.url, chainUrl], { timeoutMs: 300 }),
    });
    expect(await client.getChainId()).toBe(1);
    expect(silent.bodies.length).toBe(1);
    await silent.close();
  });

  it('SPEC §9: calls made together go out as one JSON-RPC batch', async () => {
    const relay = await startRelay(chainUrl);
    const client = createPublicClient({ transport: createRpcTransport([relay.url]) });
    const [id, block, price] = await Promise.all([
      client.getChainId(),
      client.getBlockNumber(),
      client.getGasPrice(),
    ]);
    expect(id).toBe(1);
    expect(block).toBeGreaterThanOrEqual(0n);
    expect(price).toBeGreaterThan(0n);
    const batches = relay.bodies.map((b) => JSON.parse(b) as unknown).filter(Array.isArray);
    expect(batches.some((batch) => batch.length === 3)).toBe(true);
    await relay.close();
  });

  it('refuses an empty endpoint list with a clear error', () => {
    expect(() => createRpcTransport([])).toThrow('An RPC transport needs at least one endpoint URL');
  });
});
