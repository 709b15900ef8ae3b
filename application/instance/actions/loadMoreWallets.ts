import { type KeyportDestroyedError } from '../../../domain/errors/KeyportDestroyedError';
import { type Keyport } from '../Keyport';
import { openWalletListOf } from '../internal/allWalletsFeature';

export type LoadMoreWalletsReturnType = Promise<void>;

/** A TypeError when the list is not open (`openAllWallets`). */
export type LoadMoreWalletsErrorType = KeyportDestroyedError | TypeError;

/**
 * Loads the next page of the explorer's list (40 wallets, 100 while searching); nothing happens
 * when every wallet is loaded or a page is on its way. A page that fails sets `error` and keeps
 * what was loaded; calling this again tries that page again.
 *
 * @example
 * if (getAllWallets(keyport).hasMore) await loadMoreWallets(keyport);
 */
export function loadMoreWallets(keyport: Keyport): LoadMoreWalletsReturnType {
  return openWalletListOf(keyport, 'loadMoreWallets').loadMore();
}
