import { erc20Abi, parseUnits } from 'viem';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { type DevToken } from '../../../devstack/chain/DevChain';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

interface Balance {
  readonly name: string;
  readonly symbol: string;
  readonly chainId: string;
  readonly address?: string;
  readonly value: number;
  readonly price: number;
  readonly quantity: { decimals: string; numeric: string };
  readonly iconUrl: string;
}

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

function token(symbol: string): DevToken {
  const found = firstChain(stack).tokens.find((candidate) => candidate.symbol === symbol);
  if (found === undefined) throw new Error(`No dev token ${symbol}`);
  return found;
}

async function balancesOf(address: string, chainId = 'eip155:1'): Promise<readonly Balance[]> {
  const answer = await stack.get<{ balances: Balance[] }>(`/v1/account/${address}/balance`, {
    currency: 'usd',
    chainId,
    forceUpdate: 'native',
  });
  expect(answer.status).toBe(200);
  return answer.body.balances;
}

describe('GET /v1/account/{address}/balance (SPEC §7, REFERENCE §3a Balance)', () => {
  it('lists the native token and each held ERC-20 with the REFERENCE fields, value = quantity x price', async () => {
    const balances = await balancesOf(devAccount(firstChain(stack), 0));
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'DDAI', 'DUSDC', 'DPTS']);
    const [native, dai] = balances;
    expect(native).toEqual({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:1',
      value: expect.any(Number),
      price: 3000,
      quantity: { decimals: '18', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
      iconUrl: expect.stringMatching(/\/ETH\.svg$/),
    });
    expect(dai).toEqual({
      name: 'Dev Dai',
      symbol: 'DDAI',
      chainId: 'eip155:1',
      address: `eip155:1:${token('DDAI').address}`,
      value: 9824.75,
      price: 1,
      quantity: { decimals: '18', numeric: '9824.75' },
      iconUrl: expect.stringMatching(/\/DDAI\.svg$/),
    });
    for (const balance of balances) {
      expect(balance.value).toBeCloseTo(Number(balance.quantity.numeric) * balance.price, 6);
    }
  });

  it('includes the zero-decimal token, leaving the SPEC §5 filter to the product', async () => {
    const points = (await balancesOf(devAccount(firstChain(stack), 0))).find(
      (balance) => balance.symbol === 'DPTS',
    );
    expect(points).toMatchObject({ quantity: { decimals: '0', numeric: '880' }, value: 8.8, price: 0.01 });
  });

  it('leaves out ERC-20s the account does not hold, and reads the chain again after a transfer', async () => {
    const chain = firstChain(stack);
    const receiver = devAccount(chain, 6);
    expect((await balancesOf(receiver)).map((balance) => balance.symbol)).toEqual(['ETH']);

    const usdc = token('DUSDC');
    const { publicClient, walletClient } = devChainClients(chain, 0);
    const hash = await walletClient.writeContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', usdc.decimals)],
    });
    await publicClient.waitForTransactionReceipt({ hash });

    expect(await balancesOf(receiver)).toContainEqual(
      expect.objectContaining({ symbol: 'DUSDC', quantity: { decimals: '6', numeric: '12.5' }, value: 12.5 }),
    );
    expect(await balancesOf(devAccount(chain, 0))).toContainEqual(
      expect.objectContaining({ symbol: 'DUSDC', quantity: { decimals: '6', numeric: '2409.25' } }),
    );
  });

  it('answers every chain for a plain address without chainId, and 400 for an unknown chainId or currency', async () => {
    const account = devAccount(firstChain(stack), 0);
    const all = await stack.get<{ balances: Balance[] }>(`/v1/account/${account}/balance`, {
      currency: 'usd',
    });
    expect(new Set(all.body.balances.map((balance) => balance.chainId))).toEqual(
      new Set(['eip155:1', 'eip155:42161']),
    );
    const unknownChain = await stack.get(`/v1/account/${account}/balance`, {
      currency: 'usd',
      chainId: 'eip155:10',
    });
    expect(unknownChain).toMatchObject({
      status: 400,
      body: {
        status: 400,
        reasons: [{ name: 'unsupported_chain', description: expect.stringContaining('eip155:10') }],
      },
    });
    expect(
      (await stack.get(`/v1/account/${account}/balance`, { currency: 'jpy', chainId: 'eip155:1' })).status,
    ).toBe(400);
  });
});

describe('POST /v1/fungible/price (SPEC §7, REFERENCE §3a)', () => {
  it('prices CAIP-10 tokens and the native token from the price table, leaving out unknown ones', async () => {
    const dai = token('DDAI');
    const answer = await stack.post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [
        `eip155:1:${dai.address}`,
        'eip155:42161:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
      projectId: 'keyport-demo-project',
    });
    expect(answer).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        fungibles: [
          {
            address: `eip155:1:${dai.address}`,
            name: 'Dev Dai',
            symbol: 'DDAI',
            iconUrl: expect.any(String),
            price: 1,
          },
          {
            address: 'eip155:42161:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
            name: 'Ether',
            symbol: 'ETH',
            iconUrl: expect.any(String),
            price: 3000,
          },
        ],
      },
    });
  });

  it('refuses an address that is not CAIP-10 with 400', async () => {
    const answer = await stack.post('/v1/fungible/price', {
      currency: 'usd',
      addresses: ['0x0000000000000000000000000000000000000001'],
      projectId: 'keyport-demo-project',
    });
    expect(answer.status).toBe(400);
  });
});
