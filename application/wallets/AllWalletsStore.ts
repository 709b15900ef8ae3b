import { injectable } from 'inversify';
import { type AllWalletsEntry } from '../../domain/wallet/AllWalletsList';
import { Store } from '../state/Store';

/** The AllWallets view: its list so far, its paging, search and filter, and how loading went. */
export interface AllWalletsState {
  /** The tiles to show, featured and custom wallets first (`composeAllWalletsList`). */
  readonly wallets: readonly AllWalletsEntry[];
  /** How many wallets the explorer holds for the current search and filter. */
  readonly count: number;
  /** The last explorer page loaded (0 before the first). */
  readonly page: number;
  /** The search text as typed; the list follows it after the debounce. */
  readonly search: string;
  readonly certifiedOnly: boolean;
  readonly loading: boolean;
  /** The last page asked for could not be loaded; what was loaded before stays. */
  readonly error: boolean;
  /** More explorer pages remain to be loaded. */
  readonly hasMore: boolean;
}

export const INITIAL_ALL_WALLETS_STATE: AllWalletsState = {
  wallets: [],
  count: 0,
  page: 0,
  search: '',
  certifiedOnly: false,
  loading: false,
  error: false,
  hasMore: false,
};

@injectable()
export class AllWalletsStore extends Store<AllWalletsState> {
  constructor() {
    super(INITIAL_ALL_WALLETS_STATE);
  }
}
