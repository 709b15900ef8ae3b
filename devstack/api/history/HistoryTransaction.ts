/**
 * REFERENCE §3a: one entry of `GET /v1/account/{address}/history`, in the service's own field
 * names (snake_case where it uses them).
 */
export interface HistoryTransaction {
  readonly id: string;
  readonly metadata: {
    readonly operationType: OperationType;
    readonly hash: string;
    readonly chain: string;
    readonly minedAt: string;
    readonly sentFrom: string;
    readonly sentTo: string;
    readonly status: 'confirmed' | 'failed';
    readonly nonce: number;
  };
  /** `null` when nothing moved to or from the account (an approval, a contract call, a revert). */
  readonly transfers: readonly HistoryTransfer[] | null;
}

/** What the transaction was for the account whose history is asked for. */
export type OperationType = 'send' | 'receive' | 'trade' | 'mint' | 'burn' | 'approve' | 'deploy' | 'execute';

export type TransferDirection = 'in' | 'out' | 'self';

export type HistoryTransfer =
  | {
      readonly fungible_info: {
        readonly name: string;
        readonly symbol: string;
        readonly icon: { readonly url: string };
      };
      readonly direction: TransferDirection;
      readonly quantity: { readonly numeric: string; readonly decimals: number };
      readonly value: number;
      readonly price: number;
    }
  | {
      readonly nft_info: {
        readonly name: string;
        readonly content: {
          readonly preview: { readonly url: string };
          readonly detail: { readonly url: string };
        };
        readonly flags: { readonly is_spam: boolean };
      };
      readonly direction: TransferDirection;
      readonly quantity: { readonly numeric: string; readonly decimals: number };
    };
