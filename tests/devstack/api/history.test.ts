import { erc20Abi, parseEther, parseUnits } from 'viem';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

interface Transfer {
  readonly fungible_info?: { name: string; symbol: string; icon: { url: string } };
  readonly nft_info?: {
    name: string;
    content: { preview: { url: string }; detail: { url: string } };
    flags: { is_spam: boolean };
  };
  readonly direction: 'in' | 'out' | 'self';
  readonly quantity: { numeric: string; decimals?: number };
  readonly value?: number;
  readonly price?: number;
}

interface Transaction {
  readonly id: string;
  readonly metadata: {
    operationType: string;
    hash: string;
    chain: string;
    minedAt: string;
    sentFrom: string;
    sentTo: string;
    status: string;
    nonce: number;
  };
  readonly transfers: readonly Transfer[] | null;
}

interface HistoryPage {
  readonly data: readonly Transaction[];
  readonly next: string | null;
}

let stack: ApiStack;
let account0: `0x${string}`;

beforeAll(async () => {
  stack = await startApiStack();
  account0 = devAccount(firstChain(stack), 0);
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

async function allPages(account: string, chainId = 'eip155:1'): Promise<HistoryPage[]> {
  const pages: HistoryPage[] = [];
  let cursor: string | null | undefined;
  do {
    const query: Record<string, string> = { chainId, ...(cursor ? { cursor } : {}) };
    const answer = await stack.get<HistoryPage>(`/v1/account/${account}/history`, query);
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    cursor = answer.body.next;
  } while (cursor !== null && pages.length < 20);
  return pages;
}

function symbolOf(transfer: Transfer): string | undefined {
  return transfer.fungible_info?.symbol ?? transfer.nft_info?.name;
}

describe('GET /v1/account/{address}/history (SPEC §7, REFERENCE §3a Transaction)', () => {
  it('answers {data, next} with every REFERENCE §3a Transaction field', async () => {
    const answer = await stack.get<HistoryPage>(`/v1/account/${account0}/history`, { chainId: 'eip155:1' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(10);
    expect(typeof answer.body.next).toBe('string');
    for (const transaction of answer.body.data) {
      expect(transaction.id).toMatch(/^0x[0-9a-f]{64}$/);
      expect(transaction.metadata).toEqual({
        operationType: expect.any(String),
        hash: transaction.id,
        chain: 'eip155:1',
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        sentFrom: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        sentTo: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        status: 'confirmed',
        nonce: expect.any(Number),
      });
    }
  });

  it('holds the seeded transfers of account 0, each seen from account 0, fungibles priced from the table', async () => {
    const transactions = (await allPages(account0)).flatMap((page) => page.data);
    const described = transactions.map((transaction) => ({
      operationType: transaction.metadata.operationType,
      transfers: (transaction.transfers ?? []).map((transfer) => [
        transfer.direction,
        transfer.quantity.numeric,
        symbolOf(transfer),
      ]),
    }));
    expect(described).toEqual(
      expect.arrayContaining([
        { operationType: 'send', transfers: [['out', '1.5', 'ETH']] },
        { operationType: 'send', transfers: [['out', '250.5', 'DDAI']] },
        { operationType: 'receive', transfers: [['in', '0.75', 'ETH']] },
        { operationType: 'receive', transfers: [['in', '42.5', 'DUSDC']] },
        { operationType: 'receive', transfers: [['in', '30', 'DPTS']] },
        { operationType: 'send', transfers: [['out', '1', 'Dev Collectibles #3']] },
        { operationType: 'receive', transfers: [['in', '1', 'Dev Collectibles #5']] },
        { operationType: 'mint', transfers: [['in', '10000', 'DDAI']] },
        { operationType: 'mint', transfers: [['in', '1', 'Dev Collectibles #1']] },
      ]),
    );
    const daiSend = transactions.find((transaction) =>
      transaction.transfers?.some((transfer) => transfer.quantity.numeric === '250.5'),
    );
    expect(daiSend?.transfers?.[0]).toEqual({
      fungible_info: {
        name: 'Dev Dai',
        symbol: 'DDAI',
        icon: { url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\//) },
      },
      direction: 'out',
      quantity: { numeric: '250.5', decimals: 18 },
      value: 250.5,
      price: 1,
    });
  });

  it('flags the transfer of the spam collection with flags.is_spam true, and only that one', async () => {
    const transfers = (await allPages(account0)).flatMap((page) =>
      page.data.flatMap((transaction) => transaction.transfers ?? []),
    );
    const nfts = transfers.filter((transfer) => transfer.nft_info !== undefined);
    const spam = nfts.filter((transfer) => transfer.nft_info?.flags.is_spam === true);
    expect(spam).toHaveLength(1);
    expect(spam[0]).toMatchObject({ direction: 'in', nft_info: { name: 'Dev Spam Airdrop #1' } });
    expect(spam[0]?.nft_info?.content.preview.url).toMatch(/\.svg$/);
    expect(nfts.length).toBeGreaterThan(1);
    const image = await fetch(spam[0]?.nft_info?.content.preview.url ?? '');
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('pages newest first, 10 at a time, over at least 3 pages joined by next, the last with next null', async () => {
    const pages = await allPages(account0);
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.slice(0, -1).every((page) => page.data.length === 10)).toBe(true);
    expect(pages[pages.length - 1]?.next).toBeNull();
    const transactions = pages.flatMap((page) => page.data);
    expect(new Set(transactions.map((transaction) => transaction.id)).size).toBe(transactions.length);
    const times = transactions.map((transaction) => Date.parse(transaction.metadata.minedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows a transfer mined after the first request on the next request (incremental indexing)', async () => {
    await stack.get(`/v1/account/${account0}/history`, { chainId: 'eip155:1' });
    const chain = firstChain(stack);
    const receiver = devAccount(chain, 7);
    const { publicClient, walletClient } = devChainClients(chain, 0);
    const hash = await walletClient.sendTransaction({ to: receiver, value: parseEther('0.125') });
    await publicClient.waitForTransactionReceipt({ hash });

    const sender = await stack.get<HistoryPage>(`/v1/account/${account0}/history`, { chainId: 'eip155:1' });
    expect(sender.body.data[0]).toMatchObject({
      id: hash,
      metadata: { operationType: 'send', sentFrom: account0, sentTo: receiver, status: 'confirmed' },
      transfers: [{ direction: 'out', quantity: { numeric: '0.125' }, fungible_info: { symbol: 'ETH' } }],
    });
    const receiving = await stack.get<HistoryPage>(`/v1/account/${receiver}/history`, {
      chainId: 'eip155:1',
    });
    expect(receiving.body).toMatchObject({
      data: [{ id: hash, metadata: { operationType: 'receive' }, transfers: [{ direction: 'in' }] }],
      next: null,
    });
  });

  it('names an approval "approve" with no transfers, and a reverted transfer "send" with status failed', async () => {
    const chain = firstChain(stack);
    const spender = devAccount(chain, 8);
    const owner = devAccount(chain, 9);
    const dai = chain.tokens[0];
    if (dai === undefined) throw new Error('The dev chain has no token');
    const { publicClient, walletClient } = devChainClients(chain, 9);
    const approval = await walletClient.writeContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, parseUnits('5', dai.decimals)],
    });
    await publicClient.waitForTransactionReceipt({ hash: approval });
    // Account 9 holds no DDAI; a fixed gas limit skips the estimate, so the transfer is mined and reverts.
    const reverted = await walletClient.writeContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [spender, parseUnits('1', dai.decimals)],
      gas: 100_000n,
    });
    expect((await publicClient.waitForTransactionReceipt({ hash: reverted })).status).toBe('reverted');

    const answer = await stack.get<HistoryPage>(`/v1/account/${owner}/history`, { chainId: 'eip155:1' });
    expect(answer.body.data.slice(0, 2)).toEqual([
      expect.objectContaining({
        id: reverted,
        metadata: expect.objectContaining({ operationType: 'send', status: 'failed' }),
        transfers: null,
      }),
      expect.objectContaining({
        id: approval,
        metadata: expect.objectContaining({ operationType: 'approve', status: 'confirmed' }),
        transfers: null,
      }),
    ]);
  });

  it('reads the chain of a CAIP-10 account and keeps chains apart', async () => {
    const other = await stack.get<HistoryPage>(`/v1/account/eip155:42161:${account0}/history`);
    expect(other.status).toBe(200);
    expect(other.body.data.every((transaction) => transaction.metadata.chain === 'eip155:42161')).toBe(true);
  });

  it('answers an onramp history with no purchases for an account that bought nothing at the checkout', async () => {
    const answer = await stack.get(`/v1/account/${account0}/history`, {
      chainId: 'eip155:1',
      onramp: 'coinbase',
    });
    expect(answer).toMatchObject({ status: 200, body: { data: [], next: null } });
  });

  it('refuses a cursor it did not give out, an unknown chain and a bad address with 400 and a reason', async () => {
    for (const query of [{ chainId: 'eip155:1', cursor: 'not-a-cursor' }, { chainId: 'eip155:5' }]) {
      const answer = await stack.get(`/v1/account/${account0}/history`, query);
      expect(answer).toMatchObject({
        status: 400,
        body: { status: 400, reasons: [{ name: expect.any(String) }] },
      });
    }
    expect((await stack.get('/v1/account/0x1234/history', { chainId: 'eip155:1' })).status).toBe(400);
  });
});
