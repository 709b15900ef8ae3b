import { type TokenBalance } from '../../domain/balance/TokenBalance';
import {
  type TokenBalanceUnavailableError,
  type TransactionsFetchFailedError,
} from '../../domain/errors/AccountDataErrors';
import { type TransactionHistoryPage } from '../../domain/transaction/Transaction';

/**
 * The balances of an account on a network, and whether they are current. A view must tell "holds
 * nothing" from "could not be read": an empty list after a failure is not an empty wallet.
 *
 * - `loaded`: the API's answer (or its SPEC §9 cached copy);
 * - `unsupported`: the API serves no balances on this network (SPEC §7 empty default);
 * - `failed`: the balances could not be read; `balances` are the last known ones (possibly none)
 *   and `retryAt` (clock ms) is when SPEC §9's retry gap lets the API be asked again.
 *
 * Neither of the last two is shown to anyone here: `error` is the SPEC §8 error a caller throws or
 * shows. While the retry gap holds, the answer carries the error of the failure that started it
 * (the same object), so a caller that reports each error once does not report a held one again.
 */
export type BalancesAnswer =
  | { readonly status: 'loaded'; readonly balances: readonly TokenBalance[] }
  | {
      readonly status: 'unsupported';
      readonly balances: readonly TokenBalance[];
      readonly error: TokenBalanceUnavailableError;
    }
  | {
      readonly status: 'failed';
      readonly balances: readonly TokenBalance[];
      readonly retryAt: number;
      readonly error: TokenBalanceUnavailableError;
    };

/**
 * One page of history. On failure the page is empty with `next: null` (SPEC §8 "history marked
 * empty", SPEC §4 "next is cleared on error") and `failed` says so, with the SPEC §8 error, so
 * the caller can offer a retry and say what went wrong.
 */
export type HistoryAnswer =
  | { readonly page: TransactionHistoryPage; readonly failed: false }
  | {
      readonly page: TransactionHistoryPage;
      readonly failed: true;
      readonly error: TransactionsFetchFailedError;
    };
