import { RECENT_WALLETS_KEPT } from '../constants/limits';

/**
 * SPEC §9 "Recent wallets kept: 2": puts a wallet at the front of the recent list, removing its
 * earlier place (one entry per id), and drops the oldest beyond the limit.
 */
export function addRecentWallet<W extends { readonly id: string }>(
  list: readonly W[],
  wallet: W,
): readonly W[] {
  return [wallet, ...list.filter((entry) => entry.id !== wallet.id)].slice(0, RECENT_WALLETS_KEPT);
}
