import { filterWalletsForPlatform } from './AllWalletsFilter';
import { type CustomWallet, type Wallet } from './Wallet';
import { isWalletExcluded, type WalletExclusion } from './WalletExclusion';

/** One tile of the AllWallets view: an explorer wallet or one of the host's own. */
export type AllWalletsEntry = Wallet | CustomWallet;

/** What the AllWallets list is made of. */
export interface AllWalletsListInput {
  /** The explorer records of `featuredWalletIds`, in that order. */
  readonly featuredWallets: readonly Wallet[];
  readonly customWallets: readonly CustomWallet[];
  /** The explorer's pages loaded so far, already searched and filtered by the explorer. */
  readonly explorerWallets: readonly Wallet[];
  /** The search the explorer pages answer; empty for none. */
  readonly search: string;
  readonly certifiedOnly: boolean;
  readonly isMobile: boolean;
  readonly exclusion: WalletExclusion;
}

function matchesSearch(wallet: AllWalletsEntry, search: string): boolean {
  return search === '' || wallet.name.toLowerCase().includes(search.toLowerCase());
}

function isCertified(wallet: AllWalletsEntry): boolean {
  return 'badge_type' in wallet && wallet.badge_type === 'certified';
}

/**
 * The AllWallets list (REFERENCE §7): the featured wallets in the host's order, then the host's
 * custom wallets, then the explorer's pages, each wallet once. The explorer searched and filtered
 * its own pages; the featured and custom wallets get the same treatment here: listed only when
 * their name contains the search (ignoring case), and only certified ones with the certified
 * filter on (a custom wallet has no badge). No excluded wallet is listed (SPEC §6), whatever its
 * source, since an rdns shared with an excluded wallet excludes too. On mobile, wallets a phone
 * cannot open are dropped (`filterWalletsForPlatform`).
 */
export function composeAllWalletsList(input: AllWalletsListInput): readonly AllWalletsEntry[] {
  const search = input.search.trim();
  const pinned = [...input.featuredWallets, ...input.customWallets].filter(
    (wallet) => matchesSearch(wallet, search) && (!input.certifiedOnly || isCertified(wallet)),
  );
  const seen = new Set<string>();
  const unique = [...pinned, ...input.explorerWallets].filter((wallet) => {
    if (seen.has(wallet.id) || isWalletExcluded(wallet, input.exclusion)) return false;
    seen.add(wallet.id);
    return true;
  });
  return filterWalletsForPlatform(unique, input);
}
