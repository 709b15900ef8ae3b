import { type Address, type Block, getAddress, type Hash, type PublicClient, type Transaction } from 'viem';
import { type ContractKind, decodeKnownLogs } from './decodeKnownLogs';
import { type IndexedTransaction, type IndexedTransfer } from './IndexedTransaction';

/** Blocks fetched together in one round of catching up (the node answers them as one batch). */
const BLOCKS_PER_ROUND = 25;

/**
 * The history of one chain, built from its blocks. It indexes incrementally: each call to
 * `transactions()` first reads the blocks mined since the last one it saw, so what a test has just
 * mined shows up in the next answer. If the chain went back (a test reverted to a snapshot), the
 * index is rebuilt from the genesis block.
 */
export class ChainIndexer {
  private indexed: IndexedTransaction[] = [];
  private nextBlock = 0n;
  private lastBlockHash: Hash | undefined;
  private catchingUp: Promise<void> = Promise.resolve();

  constructor(
    private readonly chainId: number,
    private readonly client: PublicClient,
    private readonly kindOf: (contract: Address) => ContractKind | undefined,
  ) {}

  /** Every transaction up to the chain's current head, oldest first. */
  async transactions(): Promise<readonly IndexedTransaction[]> {
    // One catch-up at a time: concurrent requests wait for the same pass instead of racing.
    const pass = this.catchingUp.then(() => this.catchUp());
    this.catchingUp = pass.catch(() => undefined);
    await pass;
    return this.indexed;
  }

  private async catchUp(): Promise<void> {
    const head = await this.client.getBlockNumber({ cacheTime: 0 });
    if (await this.chainWentBack(head)) this.reset();
    while (this.nextBlock <= head) {
      const last = minBigInt(head, this.nextBlock + BigInt(BLOCKS_PER_ROUND - 1));
      const numbers: bigint[] = [];
      for (let number = this.nextBlock; number <= last; number++) numbers.push(number);
      const blocks = await Promise.all(numbers.map((number) => this.indexBlock(number)));
      // Appended only once the whole round succeeded, so a failed read leaves the index consistent.
      for (const block of blocks) {
        this.indexed.push(...block.transactions);
        this.lastBlockHash = block.hash;
      }
      this.nextBlock = last + 1n;
    }
  }

  private async chainWentBack(head: bigint): Promise<boolean> {
    if (this.lastBlockHash === undefined) return false;
    const lastIndexed = this.nextBlock - 1n;
    if (head < lastIndexed) return true;
    const block = await this.client.getBlock({ blockNumber: lastIndexed });
    return block.hash !== this.lastBlockHash;
  }

  private reset(): void {
    this.indexed = [];
    this.nextBlock = 0n;
    this.lastBlockHash = undefined;
  }

  private async indexBlock(blockNumber: bigint): Promise<{ hash: Hash; transactions: IndexedTransaction[] }> {
    const block = await this.client.getBlock({ blockNumber, includeTransactions: true });
    if (block.hash === null) throw new Error(`Block ${blockNumber} has no hash yet`);
    const transactions = await Promise.all(
      block.transactions.map((transaction) => this.indexTransaction(block, transaction)),
    );
    return { hash: block.hash, transactions };
  }

  private async indexTransaction(block: Block, transaction: Transaction): Promise<IndexedTransaction> {
    const receipt = await this.client.getTransactionReceipt({ hash: transaction.hash });
    const succeeded = receipt.status === 'success';
    const from = getAddress(transaction.from);
    const to = transaction.to === null ? null : getAddress(transaction.to);
    const decoded = succeeded ? decodeKnownLogs(receipt.logs, this.kindOf) : { transfers: [], approvers: [] };
    const nativeTransfer: IndexedTransfer[] =
      succeeded && transaction.value > 0n
        ? [
            {
              kind: 'native',
              from,
              to: to ?? getAddress(receipt.contractAddress ?? from),
              amount: transaction.value,
            },
          ]
        : [];
    return {
      chainId: this.chainId,
      hash: transaction.hash,
      blockNumber: receipt.blockNumber,
      transactionIndex: receipt.transactionIndex,
      timestamp: block.timestamp,
      from,
      to,
      createdContract: receipt.contractAddress ? getAddress(receipt.contractAddress) : null,
      nonce: transaction.nonce,
      input: transaction.input,
      value: transaction.value,
      succeeded,
      transfers: [...nativeTransfer, ...decoded.transfers],
      approvers: decoded.approvers,
    };
  }
}

function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b;
}
