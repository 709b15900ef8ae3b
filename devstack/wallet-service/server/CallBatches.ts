import { randomBytes } from 'node:crypto';
import { type PrivateKeyAccount } from 'viem/accounts';
import { type BatchCall } from './BatchCall';
import { callFields, type ChainAccess } from './ChainAccess';
import { hexChainId } from './rpcCall';
import { ServiceError } from './ServiceError';

/** EIP-5792 batch status codes. */
export const CALLS_STATUS = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const;

interface Receipt {
  readonly logs: readonly { address: string; data: string; topics: readonly string[] }[];
  readonly status: string;
  readonly blockHash: string;
  readonly blockNumber: string;
  readonly gasUsed: string;
  readonly transactionHash: string;
}

interface Batch {
  readonly id: string;
  readonly userId: string;
  readonly chainId: number;
  /** A smart account's batch: one transaction, all calls or none. */
  readonly atomic: boolean;
  status: number;
  readonly receipts: Receipt[];
}

/** How often and how long to look for a receipt; a dev chain mines on arrival, so it is there at once. */
const RECEIPT_POLL_MS = 50;
const RECEIPT_POLLS = 200;

function isReceipt(value: unknown): value is Receipt {
  return (
    typeof value === 'object' && value !== null && typeof (value as Receipt).transactionHash === 'string'
  );
}

const newBatchId = (): string => `0x${randomBytes(32).toString('hex')}`;

/**
 * wallet_sendCalls (EIP-5792) and its status, told to the user who sent the batch only. For an
 * eoa (no atomicity) the calls go out one after another, each once the one before is mined, and
 * stop at the first that fails; the batch is answered with its id at once. A smart account's batch
 * is one transaction, all or nothing, answered with its id once mined.
 */
export class CallBatches {
  private readonly batches = new Map<string, Batch>();

  constructor(private readonly chains: ChainAccess) {}

  start(userId: string, account: PrivateKeyAccount, chainId: number, calls: readonly BatchCall[]): string {
    const id = newBatchId();
    const batch: Batch = { id, userId, chainId, atomic: false, status: CALLS_STATUS.pending, receipts: [] };
    this.batches.set(id, batch);
    void this.run(batch, account, calls);
    return id;
  }

  /**
   * A smart account's batch: `send` makes every call in one transaction and resolves its hash once
   * mined. A batch refused before it was sent (a failing call) fails here, and gets no id.
   */
  async sendAtomic(userId: string, chainId: number, send: () => Promise<`0x${string}`>): Promise<string> {
    const receipt = await this.receiptOf(chainId, await send());
    const id = newBatchId();
    const status = receipt.status === '0x1' ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted;
    this.batches.set(id, { id, userId, chainId, atomic: true, status, receipts: [receipt] });
    return id;
  }

  status(id: unknown, userId: string): unknown {
    const batch = typeof id === 'string' ? this.batches.get(id) : undefined;
    if (batch === undefined || batch.userId !== userId) {
      throw new ServiceError(`wallet_getCallsStatus: no batch ${String(id)} was sent from this wallet`);
    }
    return {
      version: '2.0.0',
      id: batch.id,
      chainId: hexChainId(batch.chainId),
      status: batch.status,
      atomic: batch.atomic,
      receipts: batch.receipts,
    };
  }

  private async run(batch: Batch, account: PrivateKeyAccount, calls: readonly BatchCall[]): Promise<void> {
    for (const call of calls) {
      let receipt: Receipt;
      try {
        const hash = await this.chains.sendTransaction(
          account,
          batch.chainId,
          callFields(call.to, call.value, call.data),
        );
        receipt = await this.receiptOf(batch.chainId, hash);
      } catch {
        batch.status =
          batch.receipts.length === 0 ? CALLS_STATUS.offchainFailure : CALLS_STATUS.partiallyReverted;
        return;
      }
      batch.receipts.push(receipt);
      if (receipt.status !== '0x1') {
        batch.status = batch.receipts.length === 1 ? CALLS_STATUS.reverted : CALLS_STATUS.partiallyReverted;
        return;
      }
    }
    batch.status = CALLS_STATUS.confirmed;
  }

  private async receiptOf(chainId: number, hash: string): Promise<Receipt> {
    for (let poll = 0; poll < RECEIPT_POLLS; poll += 1) {
      const receipt = await this.chains.forward(chainId, 'eth_getTransactionReceipt', [hash]);
      if (isReceipt(receipt)) {
        const { logs, status, blockHash, blockNumber, gasUsed, transactionHash } = receipt;
        return {
          logs: logs.map(({ address, data, topics }) => ({ address, data, topics })),
          status,
          blockHash,
          blockNumber,
          gasUsed,
          transactionHash,
        };
      }
      await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
    }
    throw new Error(`No receipt for ${hash} on chain ${chainId}`);
  }
}
