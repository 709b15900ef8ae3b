import { injectable } from 'inversify';
import { type AllWalletsEntry } from '../../domain/wallet/AllWalletsList';
import { Store } from '../state/Store';

/**
 * The explorer's list as loaded so far: its paging and filter, and how loading went. The search
 * text as typed is the view's; the list follows it once the visitor paused typing.
 */
export interface AllWalletsState {
  /** The tiles to show, featured and custom wallets first (`composeAllWalletsList`). */
  readonly wallets: readonly AllWalletsEntry[];
  /** How many wallets the explorer holds for the current search and filter. */
  readonly count: number;
  /** The last explorer page loaded (0 before the first). */
  readonly page: number;
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
