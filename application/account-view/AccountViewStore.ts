import { injectable } from 'inversify';
import {
  type TokenBalanceUnavailableError,
  type TransactionsFetchFailedError,
} from '../../domain/errors/AccountDataErrors';
import { formatUsd } from '../../domain/format/formatUsd';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { Store } from '../state/Store';
import { type ActivityRow, type NftRow, type TokenRow } from './AccountViewRows';

/**
 * Why the Tokens tab has no current balances to show (and its total no worth to add up), with the
 * SPEC §8 error to tell the visitor. A failure held by the retry gap keeps the error object of the
 * failure that started it, so whoever tells each error once does not tell it twice.
 */
export type TokensProblem =
  /**
   * The balances could not be read. SPEC §9: the API is asked again only after the retry gap;
   * `retryInSeconds` counts down to it (whole seconds, rounded up) and is 0 once Retry may be used.
   */
  | {
      readonly kind: 'failed';
      readonly retryInSeconds: number;
      readonly error: TokenBalanceUnavailableError;
    }
  /** SPEC §7: the blockchain API serves no balances on this network; there is nothing to retry. */
  | { readonly kind: 'unsupported'; readonly error: TokenBalanceUnavailableError };

/** A history page that could not be loaded (SPEC §8), by its cursor, to ask for again. */
export interface HistoryFailure {
  readonly cursor: string | null;
  readonly error: TransactionsFetchFailedError;
}

/**
 * What the Account view's tabs show for the connected account of the active namespace, ready to
 * render. The open tab itself is the account's `currentTab` (AccountStore, SPEC §3).
 */
export interface AccountViewState {
  /** The account and network the rows belong to; `undefined` when no account is connected. */
  readonly address: string | undefined;
  readonly caipNetworkId: CaipNetworkId | undefined;
  /** The first `LIST_ROWS_SHOWN` tokens; `tokensNotShown` counts the others. */
  readonly tokens: readonly TokenRow[];
  readonly tokensNotShown: number;
  /** The USD worth of every token listed, e.g. `$1,234.50`. */
  readonly totalUsd: string;
  readonly tokensLoading: boolean;
  /** Set when the tokens shown are not the account's current balances; see `TokensProblem`. */
  readonly tokensProblem: TokensProblem | undefined;
  /** Up to `LIST_ROWS_SHOWN` rows of each page; `activityNotShown` counts what pages held past that. */
  readonly activity: readonly ActivityRow[];
  readonly activityNotShown: number;
  /** SPEC §4: the cursor of the next history page; `null` on the last page (and after an error). */
  readonly next: string | null;
  readonly activityLoading: boolean;
  /** The history page that could not be loaded (SPEC §8), to ask for again. */
  readonly activityFailure: HistoryFailure | undefined;
  /** The first `LIST_ROWS_SHOWN` NFTs; `nftsNotShown` counts the others. */
  readonly nfts: readonly NftRow[];
  readonly nftsNotShown: number;
  readonly nftsLoading: boolean;
  /**
   * The NFTs are read from the history; a page of it could not be loaded (SPEC §8), so the NFTs
   * shown may be missing some. Retry reads them again from the start.
   */
  readonly nftsFailure: HistoryFailure | undefined;
}

export const INITIAL_ACCOUNT_VIEW_STATE: AccountViewState = {
  address: undefined,
  caipNetworkId: undefined,
  tokens: [],
  tokensNotShown: 0,
  totalUsd: formatUsd(0),
  tokensLoading: false,
  tokensProblem: undefined,
  activity: [],
  activityNotShown: 0,
  next: null,
  activityLoading: false,
  activityFailure: undefined,
  nfts: [],
  nftsNotShown: 0,
  nftsLoading: false,
  nftsFailure: undefined,
};

@injectable()
export class AccountViewStore extends Store<AccountViewState> {
  constructor() {
    super(INITIAL_ACCOUNT_VIEW_STATE);
  }
}
