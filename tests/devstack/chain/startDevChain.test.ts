import { createServer, type AddressInfo } from 'node:net';
import {
  erc20Abi,
  erc721Abi,
  getAddress,
  parseEther,
  parseUnits,
  type Address,
  type Transaction,
} from 'viem';
import { compileDevContracts } from '../../../devstack/chain/compileDevContracts';
import { devChainClients, type DevChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { startDevChain, startDevChains } from '../../../devstack/chain/startDevChain';
import {
  DEV_ACCOUNT_BALANCE_ETHER,
  DEV_ACCOUNT_COUNT,
  DEV_CHAINS,
  type DevChainSpec,
} from '../../../devstack/config';

const ARBITRUM = DEV_CHAINS.find((spec) => spec.chainId === 42161) as DevChainSpec;
const SPAMMER = 9;

/** Every transaction mined so far, oldest first (a dev chain mines one block per transaction). */
async function allTransactions(clients: DevChainClients): Promise<Transaction[]> {
  const latest = await clients.publicClient.getBlockNumber();
  const blocks = await Promise.all(
    Array.from({ length: Number(latest) }, (_, index) =>
      clients.publicClient.getBlock({ blockNumber: BigInt(index + 1), includeTransactions: true }),
    ),
  );
  return blocks.flatMap((block) => block.transactions);
}

function portOf(chain: DevChain): number {
  return Number(new URL(chain.rpcUrl).port);
}

function canListenOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('startDevChain (ARCHITECTURE "devstack/": an EVM dev chain, prefunded accounts, ERC-20 and NFT contracts deployed at start)', () => {
  let chain: DevChain;
  let clients: DevChainClients;
  let account0: Address;
  let account1: Address;

  beforeAll(async () => {
    chain = await startDevChain(ARBITRUM, { port: 0 });
    clients = devChainClients(chain);
    account0 = chain.accounts[0]!.address;
    account1 = chain.accounts[1]!.address;
  }, 60_000);
  afterAll(() => chain.close());

  const token = (symbol: string) => {
    const found = chain.tokens.find((candidate) => candidate.symbol === symbol);
    if (found === undefined) throw new Error(`no token ${symbol}`);
    return found;
  };
  const collection = (isSpam: boolean) => {
    const found = chain.nftCollections.find((candidate) => candidate.isSpam === isSpam);
    if (found === undefined) throw new Error(`no ${isSpam ? 'spam' : 'regular'} collection`);
    return found;
  };

  it('answers eth_chainId with the spec chain id and names it eip155:<id> (SPEC §9 swap network 42161)', async () => {
    const answer = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    });
    expect(await answer.json()).toMatchObject({ result: '0xa4b1' });
    expect(chain.chainId).toBe(42161);
    expect(chain.caipNetworkId).toBe('eip155:42161');
    expect(chain.name).toBe(ARBITRUM.name);
    expect(new URL(chain.rpcUrl).hostname).toBe('127.0.0.1');
  });

  it('prefunds the dev mnemonic accounts with the configured ether (an untouched account holds exactly that)', async () => {
    expect(chain.accounts).toHaveLength(DEV_ACCOUNT_COUNT);
    expect(chain.accounts[0]?.address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    expect(await clients.publicClient.getBalance({ address: chain.accounts[5]!.address })).toBe(
      parseEther(String(DEV_ACCOUNT_BALANCE_ETHER)),
    );
  });

  it('deploys an 18-, a 6- and a zero-decimal token (SPEC §5 hides zero-decimal tokens) with prices', async () => {
    expect(chain.tokens.map(({ symbol, decimals, priceUsd }) => ({ symbol, decimals, priceUsd }))).toEqual([
      { symbol: 'DDAI', decimals: 18, priceUsd: 1 },
      { symbol: 'DUSDC', decimals: 6, priceUsd: 1 },
      { symbol: 'DPTS', decimals: 0, priceUsd: 0.01 },
    ]);
    for (const listed of chain.tokens) {
      const read = <F extends 'symbol' | 'decimals' | 'name'>(functionName: F) =>
        clients.publicClient.readContract({ address: listed.address, abi: erc20Abi, functionName });
      expect(await read('symbol')).toBe(listed.symbol);
      expect(await read('decimals')).toBe(listed.decimals);
      expect(await read('name')).toBe(listed.name);
    }
    expect(chain.nativePriceUsd).toBe(3000);
  });

  it.each([
    ['DDAI', '9824.75', '5175.25'],
    ['DUSDC', '2421.75', '1078.25'],
    ['DPTS', '880', '520'],
  ])(
    'leaves seeded %s balances of %s and %s to accounts 0 and 1 (SPEC §7 account balance)',
    async (symbol, of0, of1) => {
      const { address, decimals } = token(symbol);
      const balanceOf = (holder: Address) =>
        clients.publicClient.readContract({
          address,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [holder],
        });
      expect(await balanceOf(account0)).toBe(parseUnits(of0, decimals));
      expect(await balanceOf(account1)).toBe(parseUnits(of1, decimals));
    },
  );

  it('owns the collectibles as seeded, each with data: URI metadata (REFERENCE §3a nft_info preview url)', async () => {
    const { address } = collection(false);
    const owners = await Promise.all(
      [1n, 2n, 3n, 4n, 5n].map((tokenId) =>
        clients.publicClient.readContract({
          address,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [tokenId],
        }),
      ),
    );
    expect(owners).toEqual([account0, account0, account1, account1, account0]);
    const uri = await clients.publicClient.readContract({
      address,
      abi: erc721Abi,
      functionName: 'tokenURI',
      args: [2n],
    });
    const metadata = JSON.parse(
      Buffer.from(uri.replace('data:application/json;base64,', ''), 'base64').toString('utf8'),
    ) as { name: string; image: string };
    expect(metadata.name).toBe('Dev Collectibles #2');
    expect(metadata.image).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('airdrops spam NFTs to account 0 in a transaction of their own (SPEC §5 spam-only transactions are hidden)', async () => {
    const spam = collection(true);
    expect(
      await clients.publicClient.readContract({
        address: spam.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [1n],
      }),
    ).toBe(account0);
    const airdrops = (await allTransactions(clients)).filter(
      (tx) => tx.to !== null && getAddress(tx.to) === spam.address,
    );
    expect(airdrops).toHaveLength(1);
    expect(getAddress(airdrops[0]!.from)).toBe(chain.accounts[SPAMMER]!.address);
    const receipt = await clients.publicClient.getTransactionReceipt({ hash: airdrops[0]!.hash });
    expect(receipt.logs.length).toBeGreaterThan(0);
    expect(receipt.logs.every((log) => getAddress(log.address) === spam.address)).toBe(true);
  });

  it('seeds at least 25 transactions sent by or to account 0, so 10 a page gives 3 pages (SPEC §7 history cursor)', async () => {
    const ofAccount0 = (await allTransactions(clients)).filter(
      (tx) => getAddress(tx.from) === account0 || (tx.to !== null && getAddress(tx.to) === account0),
    );
    expect(ofAccount0.length).toBeGreaterThanOrEqual(25);
    expect(Math.ceil(ofAccount0.length / 10)).toBeGreaterThanOrEqual(3);
  });

  it('dates seeded history over past days, then mines new transactions at the current time', async () => {
    const seededBlocks = await Promise.all(
      [1n, await clients.publicClient.getBlockNumber()].map((blockNumber) =>
        clients.publicClient.getBlock({ blockNumber }),
      ),
    );
    const [first, last] = seededBlocks.map((block) => Number(block.timestamp) * 1000);
    expect(last! - first!).toBeGreaterThan(24 * 60 * 60 * 1000);
    expect(last!).toBeLessThan(Date.now());

    const { walletClient, publicClient } = devChainClients(chain, 7);
    const hash = await walletClient.sendTransaction({ to: chain.accounts[8]!.address, value: 1n });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    const block = await publicClient.getBlock({ blockNumber: receipt.blockNumber });
    expect(Math.abs(Number(block.timestamp) * 1000 - Date.now())).toBeLessThan(60_000);
  });

  it('reuses the compiled contracts: compiling after a start is a cache hit', async () => {
    expect((await compileDevContracts()).origin).toBe('cache');
  });
});

describe('startDevChains (ARCHITECTURE "devstack/": several dev chains, deterministic)', () => {
  let chains: DevChain[] = [];
  afterAll(() => Promise.all(chains.map((chain) => chain.close())));

  it('starts each spec in parallel and deploys every contract at the same address on every start', async () => {
    chains = await startDevChains([ARBITRUM, ARBITRUM], { port: 0 });
    const [first, second] = chains;
    expect(portOf(first!)).not.toBe(portOf(second!));
    const addressesOf = (started: DevChain) => [
      ...started.tokens.map((listed) => listed.address),
      ...started.nftCollections.map((listed) => listed.address),
    ];
    expect(addressesOf(second!)).toEqual(addressesOf(first!));
    // Fixed deployer nonces: the first contract of account 0 is always at its nonce-0 address.
    expect(first!.tokens[0]?.address).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3');
  }, 60_000);

  it('close() stops the chain and frees its port', async () => {
    const closing = chains[1]!;
    await closing.close();
    await expect(fetch(closing.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow();
    expect(await canListenOn(portOf(closing))).toBe(true);
  });

  it('fails with the port when a chain cannot listen, stopping the chains that did start', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const busyPort = (blocker.address() as AddressInfo).port;
    try {
      await expect(
        startDevChains([
          { ...ARBITRUM, port: 0 },
          { ...ARBITRUM, port: busyPort },
        ]),
      ).rejects.toThrow(`Dev chain 42161 could not listen on 127.0.0.1:${busyPort}`);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  }, 60_000);
});
