import { type interfaces } from 'inversify';
import { blockchainApiFeature } from '../../application/account-data/blockchainApiFeature';
import { BlockchainApiService } from '../../application/account-data/BlockchainApiService';
import { buildKeyportContainer } from '../../application/core/createKeyportCore';
import { BlockchainApi } from '../../application/ports/BlockchainApi';
import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { getActivity, getBalances } from '../../application/instance/actions';
import { TokenBalanceUnavailableError } from '../../domain/errors/AccountDataErrors';
import { type Transaction } from '../../domain/transaction/Transaction';
import { createKeyport } from '../../infrastructure/composition/headless';
import { httpServicesModule } from '../../infrastructure/composition/httpServicesModule';
import { nodeModule } from '../../infrastructure/composition/nodeModule';
import { startApiStack, STACK_START_TIMEOUT_MS, type ApiStack } from '../devstack/api/apiStack';

/**
 * The product's account data, end to end over real HTTP: the SPEC rules of application/account-data
 * on the HTTP adapter, against the devstack API indexing the dev chains' seeded history.
 */
describe('account data from the devstack (SPEC §5 filters, §7 calls)', () => {
  let stack: ApiStack;
  let container: interfaces.Container;
  let network: CaipNetwork;
  let account0: string;

  beforeAll(async () => {
    stack = await startApiStack();
    const chain = stack.chains[0];
    if (!chain) throw new Error('no dev chain');
    account0 = chain.accounts[0]?.address ?? '';
    network = {
      id: chain.chainId,
      chainNamespace: 'eip155',
      caipNetworkId: chain.caipNetworkId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    };
    container = buildKeyportContainer(
      { projectId: 'keyport-demo-project', networks: [network], apiUrls: { blockchainApi: stack.api.url } },
      [nodeModule, httpServicesModule],
    );
    // The balances and history are what the Account view reads: they load with its feature.
    container.load(blockchainApiFeature.module);
  }, STACK_START_TIMEOUT_MS);
  afterAll(() => stack.close());

  async function allPages(
    read: (cursor: string | null) => Promise<{ data: readonly Transaction[]; next: string | null }>,
  ) {
    const seen: Transaction[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await read(cursor);
      seen.push(...page.data);
      cursor = page.next;
      pages += 1;
    } while (cursor !== null && pages < 20);
    return { seen, pages };
  }

  it('SPEC §5: the seeded history shows, the spam-only airdrop is hidden, pages follow the cursor', async () => {
    const raw = container.get<BlockchainApi>(BlockchainApi);
    const service = container.get(BlockchainApiService);
    const unfiltered = await allPages((cursor) =>
      raw.getTransactions({
        account: account0,
        chainId: network.caipNetworkId,
        ...(cursor ? { cursor } : {}),
      }),
    );
    const shown = await allPages(
      async (cursor) => (await service.getTransactions(account0, network.caipNetworkId, cursor)).page,
    );

    const isSpamOnly = (t: Transaction) =>
      (t.transfers ?? []).length > 0 && (t.transfers ?? []).every((x) => x.nft_info?.flags?.is_spam === true);
    expect(unfiltered.pages).toBeGreaterThanOrEqual(3);
    expect(unfiltered.seen.filter(isSpamOnly)).toHaveLength(1);
    expect(shown.seen.filter(isSpamOnly)).toHaveLength(0);
    expect(shown.seen).toHaveLength(unfiltered.seen.length - 1);
    const symbols = new Set(
      shown.seen.flatMap((t) => (t.transfers ?? []).map((x) => x.fungible_info?.symbol)),
    );
    for (const symbol of ['ETH', 'DDAI', 'DUSDC', 'DPTS']) expect(symbols.has(symbol)).toBe(true);
  });

  it('SPEC §5: balances read from the chain, the zero-decimal token filtered out', async () => {
    const raw = await container.get<BlockchainApi>(BlockchainApi).getBalances({
      address: account0,
      chainId: network.caipNetworkId,
    });
    const shown = await container.get(BlockchainApiService).getBalances(account0, network.caipNetworkId);
    expect(raw.map((b) => b.symbol)).toContain('DPTS');
    expect(shown.map((b) => b.symbol).sort()).toEqual(['DDAI', 'DUSDC', 'ETH']);
    const dai = shown.find((b) => b.symbol === 'DDAI');
    expect(dai?.quantity.numeric).toBe('9824.75');
  });

  it('SPEC §7/§9 through the actions a script calls: balances with their total, the history page by page, and an unserved network said so', async () => {
    const keyport = createKeyport({
      projectId: 'keyport-demo-project',
      networks: [network],
      apiUrls: { blockchainApi: stack.api.url },
    });
    try {
      const { balances, totalUsd } = await getBalances(keyport, { address: account0 });
      expect(balances.map((b) => b.symbol).sort()).toEqual(['DDAI', 'DUSDC', 'ETH']);
      expect(Number(totalUsd)).toBeGreaterThan(0);

      const history = await allPages(async (cursor) => {
        const page = await getActivity(keyport, { address: account0, cursor });
        return { data: page.transactions, next: page.next };
      });
      const shown = await allPages(
        async (cursor) =>
          (await container.get(BlockchainApiService).getTransactions(account0, network.caipNetworkId, cursor))
            .page,
      );
      expect(history.seen.map((t) => t.id)).toEqual(shown.seen.map((t) => t.id));

      // A network the API does not serve has no balances to read: said, not answered empty.
      await expect(
        getBalances(keyport, { address: account0, network: 'eip155:999999' }),
      ).rejects.toMatchObject({
        constructor: TokenBalanceUnavailableError,
        reason: 'unsupported',
      });
    } finally {
      await keyport.destroy();
    }
  });
});
