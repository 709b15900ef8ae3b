import {
  type AllWalletsState,
  AllWalletsStore,
  INITIAL_ALL_WALLETS_STATE,
} from '../../wallets/AllWalletsStore';
import { type WalletListItem, walletListItem } from '../../wallets/WalletListItem';
import { WalletListStore } from '../../wallets/WalletListStore';
import { WalletRegistry } from '../../ports/WalletRegistry';
import { explorerImageOf } from '../../wallets/walletImages';
import { type Keyport } from '../Keyport';
import { boundOrUndefined } from '../internal/boundOrUndefined';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

/** The explorer's full list as loaded so far (REFERENCE §7). */
export interface KeyportAllWallets extends Omit<AllWalletsState, 'wallets'> {
  /** Featured and the host's own wallets first, then the explorer's pages in order. */
  readonly wallets: readonly WalletListItem[];
}

export type GetAllWalletsReturnType = KeyportAllWallets;

export type GetAllWalletsErrorType = TypeError;

/** Before the list was ever opened: nothing loaded, nothing loading. */
const NOT_OPENED: KeyportAllWallets = { ...INITIAL_ALL_WALLETS_STATE, wallets: [] };

/**
 * The explorer's list as loaded so far: its wallets with their images, how many the explorer
 * holds for the search and filter, the page reached, whether one is loading, failed, or more
 * remain; the same object until one of them changes. Empty until `openAllWallets`.
 *
 * @example
 * const { wallets, loading, error, hasMore } = getAllWallets(keyport);
 */
export function getAllWallets(keyport: Keyport): GetAllWalletsReturnType {
  const runtime = readingRuntimeOf(keyport, 'getAllWallets');
  const state = boundOrUndefined(runtime, AllWalletsStore)?.get();
  if (state === undefined) return NOT_OPENED;
  const lists = runtime.get(WalletListStore).get();
  return cachedSnapshot(keyport, 'allWallets', [state, lists], () => {
    const registry = runtime.get<WalletRegistry>(WalletRegistry);
    const explorerImage = explorerImageOf(registry);
    return { ...state, wallets: state.wallets.map((wallet) => walletListItem(wallet, lists, explorerImage)) };
  });
}
