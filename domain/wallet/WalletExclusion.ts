import { type Wallet } from './Wallet';

/**
 * The host's exclusions: the wallet ids of option `excludeWalletIds`, and the explorer records
 * of those ids, which give the rdns and names an installed wallet announces itself with.
 */
export interface WalletExclusion {
  readonly excludeWalletIds: readonly string[];
  readonly excludedWallets: readonly Pick<Wallet, 'id' | 'name' | 'rdns'>[];
}

/** No exclusions at all. */
export const NO_WALLET_EXCLUSION: WalletExclusion = { excludeWalletIds: [], excludedWallets: [] };

/**
 * Whether an explorer or custom wallet is excluded (SPEC §6 "excluded wallets are hidden"), by
 * its id, or by an rdns that an excluded wallet also uses.
 */
export function isWalletExcluded(
  wallet: { readonly id: string; readonly rdns?: string | null | undefined },
  exclusion: WalletExclusion,
): boolean {
  return (
    exclusion.excludeWalletIds.includes(wallet.id) ||
    (Boolean(wallet.rdns) && exclusion.excludedWallets.some((excluded) => excluded.rdns === wallet.rdns))
  );
}
