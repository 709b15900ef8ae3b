import { type Address, getAddress, type Hash } from 'viem';
import { SWAP_ROUTER_ADDRESS } from '../../chain/devSwapPools';
import { type AssetUrls } from '../assets/AssetUrls';
import { type ChainDirectory, type ChainEntry } from '../chains/ChainDirectory';
import { ChainIndexer } from './ChainIndexer';
import { type ContractKind } from './decodeKnownLogs';
import { describeTransaction, type HistoryCatalog, involves } from './describeTransaction';
import { type HistoryTransaction } from './HistoryTransaction';
import { historyPage } from './historyPage';
import { type IndexedTransaction } from './IndexedTransaction';

/** REFERENCE §3a: the answer of `GET /v1/account/{address}/history`. */
export interface HistoryAnswer {
  readonly data: readonly HistoryTransaction[];
  readonly next: string | null;
}

/** Account histories over the indexed chains, one indexer per chain kept for the server's life. */
export class AccountHistory {
  private readonly indexers: ReadonlyMap<number, ChainIndexer>;
  private readonly catalog: HistoryCatalog;

  constructor(directory: ChainDirectory, assets: AssetUrls) {
    this.indexers = new Map(
      directory.all.map((entry) => [
        entry.chain.chainId,
        new ChainIndexer(entry.chain.chainId, entry.client, contractKinds(entry)),
      ]),
    );
    this.catalog = {
      fungible: (chainId, address) => directory.findFungible(chainId, address),
      collection: (chainId, address) => directory.findCollection(chainId, address),
      assets,
    };
  }

  /** One page of `account`'s transactions on `chainIds`, newest first. */
  async page(
    account: Address,
    chainIds: readonly number[],
    cursor: string | undefined,
  ): Promise<HistoryAnswer> {
    const perChain = await Promise.all(
      chainIds.map(async (chainId) => (await this.indexers.get(chainId)?.transactions()) ?? []),
    );
    const own = perChain.flat().filter((transaction) => involves(transaction, account));
    const page = historyPage(own, cursor);
    return {
      data: page.transactions.map((transaction) => describeTransaction(transaction, account, this.catalog)),
      next: page.next,
    };
  }

  /** The transaction `hash` (lower case, as the chain writes it) on `chainId`, once mined. */
  async transaction(chainId: number, hash: Hash): Promise<IndexedTransaction | undefined> {
    const transactions = (await this.indexers.get(chainId)?.transactions()) ?? [];
    return transactions.find((transaction) => transaction.hash === hash);
  }
}

function contractKinds(entry: ChainEntry): (contract: Address) => ContractKind | undefined {
  const kinds = new Map<Address, ContractKind>([
    ...entry.chain.tokens.map((token) => [getAddress(token.address), 'erc20'] as const),
    ...entry.chain.nftCollections.map((collection) => [getAddress(collection.address), 'erc721'] as const),
    [getAddress(SWAP_ROUTER_ADDRESS), 'swapRouter'],
  ]);
  return (contract) => kinds.get(contract);
}
