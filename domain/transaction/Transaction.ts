/**
 * SPEC §3 / REFERENCE §3a: one entry of the account history, as the history API reports it. The
 * snake_case names are the API's own; they are kept so that the decoded answer is used as is.
 */
export interface Transaction {
  readonly id: string;
  readonly metadata: TransactionMetadata;
  /** What moved in the transaction; the API sends `null` when nothing did (e.g. an approval). */
  readonly transfers: readonly TransactionTransfer[] | null;
}

export interface TransactionMetadata {
  /** What the transaction did: `send`, `receive`, `trade`, `deposit`, `withdraw`, `mint`… */
  readonly operationType: string;
  readonly hash: string;
  /** The CAIP-2 network id the transaction happened on, e.g. `eip155:1`. */
  readonly chain: string;
  /** When it was mined, as an ISO-8601 date-time. */
  readonly minedAt: string;
  readonly sentFrom: string;
  readonly sentTo: string;
  /** `confirmed`, `failed` or `pending`. */
  readonly status: string;
  readonly nonce: number;
}

/** Which way a transfer went, seen from the visitor's account. */
export const TRANSFER_DIRECTIONS = ['in', 'out', 'self'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

export interface TransactionTransfer {
  readonly fungible_info?: FungibleInfo;
  readonly nft_info?: NftInfo;
  readonly direction: TransferDirection;
  readonly quantity: { readonly numeric: string };
  readonly value?: number;
  readonly price?: number;
}

export interface FungibleInfo {
  readonly name: string;
  readonly symbol: string;
  readonly icon: { readonly url: string };
}

export interface NftInfo {
  readonly name: string;
  readonly content: { readonly preview: { readonly url: string }; readonly detail: { readonly url: string } };
  readonly flags: { readonly is_spam: boolean };
}

/** One page of history: `next` is the cursor of the following page, `null` on the last one. */
export interface TransactionHistoryPage {
  readonly data: readonly Transaction[];
  readonly next: string | null;
}
