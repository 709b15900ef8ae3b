import { composeAllWalletsList } from './AllWalletsList';
import { type CustomWallet, type Wallet } from './Wallet';
import { type WalletExclusion } from './WalletExclusion';

/** What is known of the AllWallets list when the "All wallets" row shows its count. */
export interface AllWalletsCountInput {
  /** The explorer records of `featuredWalletIds`, in that order. */
  readonly featuredWallets: readonly Wallet[];
  readonly customWallets: readonly CustomWallet[];
  /**
   * The explorer's `count` of the other wallets the list asks it for (all but the featured ones,
   * which the Connect view's query leaves out); undefined until it answered.
   */
  readonly explorerCount: number | undefined;
  /** Every explorer wallet of the list, once all of them were received; undefined before. */
  readonly everyExplorerWallet: readonly Wallet[] | undefined;
  readonly isMobile: boolean;
  readonly exclusion: WalletExclusion;
}

/**
 * How many wallets the AllWallets list holds (REFERENCE §7 "All wallets shows the explorer's
 * count"): the count is the list's, so the two always agree. The featured and custom wallets are
 * counted as the list shows them (less the excluded ones), then the explorer's wallets: by its
 * `count` on a desktop, where every wallet is listed. On a phone the list leaves out the wallets
 * a phone can open neither as an app nor as a web app, which the explorer's `count` includes
 * (it has no filter for them), so a phone's count is known only once every explorer wallet was
 * received, and is undefined until then rather than a number the list would contradict.
 */
export function allWalletsCount(input: AllWalletsCountInput): number | undefined {
  const listed = (explorerWallets: readonly Wallet[]): number =>
    composeAllWalletsList({
      featuredWallets: input.featuredWallets,
      customWallets: input.customWallets,
      explorerWallets,
      search: '',
      certifiedOnly: false,
      isMobile: input.isMobile,
      exclusion: input.exclusion,
    }).length;
  if (input.everyExplorerWallet !== undefined) return listed(input.everyExplorerWallet);
  if (input.isMobile || input.explorerCount === undefined) return undefined;
  return listed([]) + input.explorerCount;
}
