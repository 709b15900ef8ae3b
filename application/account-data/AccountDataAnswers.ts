import { type TokenBalance } from '../../domain/balance/TokenBalance';
import { type TransactionHistoryPage } from '../../domain/transaction/Transaction';

/**
 * The balances of an account on a network, and whether they are current. A view must tell "holds
 * nothing" from "could not be read": an empty list after a failure is not an empty wallet.
 *
 * - `loaded`: the API's answer (or its SPEC §9 cached copy);
 * - `unsupported`: the API serves no balances on this network (SPEC §7 empty default);
 * - `failed`: the balances could not be read; `balances` are the last known ones (possibly none)
 *   and `retryAt` (clock ms) is when SPEC §9's retry gap lets the API be asked again.
 */
export type BalancesAnswer =
  | { readonly status: 'loaded'; readonly balances: readonly TokenBalance[] }
  | { readonly status: 'unsupported'; readonly balances: readonly TokenBalance[] }
  | { readonly status: 'failed'; readonly balances: readonly TokenBalance[]; readonly retryAt: number };

/**
 * One page of history. On failure the page is empty with `next: null` (SPEC §8 "history marked
 * empty", SPEC §4 "next is cleared on error") and `failed` says so, so the view can offer a retry.
 */
export interface HistoryAnswer {
  readonly page: TransactionHistoryPage;
  readonly failed: boolean;
}
