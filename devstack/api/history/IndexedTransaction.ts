import { type Address, type Hash, type Hex } from 'viem';

/** A movement of value the indexer saw in a transaction: ether, an ERC-20 amount or one NFT. */
export type IndexedTransfer =
  | { readonly kind: 'native'; readonly from: Address; readonly to: Address; readonly amount: bigint }
  | {
      readonly kind: 'erc20';
      readonly contract: Address;
      readonly from: Address;
      readonly to: Address;
      readonly amount: bigint;
    }
  | {
      readonly kind: 'erc721';
      readonly contract: Address;
      readonly from: Address;
      readonly to: Address;
      readonly tokenId: bigint;
    };

/** A transaction as mined, reduced to what the history answer is made of. */
export interface IndexedTransaction {
  readonly chainId: number;
  readonly hash: Hash;
  readonly blockNumber: bigint;
  readonly transactionIndex: number;
  /** Block time in unix seconds. */
  readonly timestamp: bigint;
  readonly from: Address;
  /** `null` for a contract creation. */
  readonly to: Address | null;
  readonly createdContract: Address | null;
  readonly nonce: number;
  readonly input: Hex;
  readonly value: bigint;
  readonly succeeded: boolean;
  /** Only what actually moved: none for a reverted transaction. */
  readonly transfers: readonly IndexedTransfer[];
  /** Owners that granted an approval (ERC-20 `Approval`, ERC-721 `Approval`/`ApprovalForAll`). */
  readonly approvers: readonly Address[];
}
