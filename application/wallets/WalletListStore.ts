import { injectable } from 'inversify';
import { type Wallet } from '../../domain/wallet/Wallet';
import { Store } from '../state/Store';

/** The explorer's part of the Connect view's list, fetched once when the view first opens. */
export interface WalletListState {
  /** The explorer records of `featuredWalletIds`, in that order. */
  readonly featuredWallets: readonly Wallet[];
  readonly recommendedWallets: readonly Wallet[];
  /** The explorer records of `excludeWalletIds`: their rdns and names hide installed wallets too. */
  readonly excludedWallets: readonly Wallet[];
  /** The wallets last paired, most recent first, as stored. */
  readonly recentWallets: readonly Wallet[];
  /**
   * The explorer's `count` of the wallets the AllWallets list asks it for, less the featured ones
   * (the recommended query leaves them out); unknown until the explorer answered.
   */
  readonly explorerCount: number | undefined;
  /**
   * Every explorer wallet of the AllWallets list, once all of them were received (the recommended
   * page held them all, or the AllWallets list was scrolled to its end); unknown before.
   */
  readonly everyExplorerWallet: readonly Wallet[] | undefined;
  /** Whether the explorer's part was fetched (or failed): until then the view holds its rows' places. */
  readonly answered: boolean;
}

@injectable()
export class WalletListStore extends Store<WalletListState> {
  constructor() {
    super({
      featuredWallets: [],
      recommendedWallets: [],
      excludedWallets: [],
      recentWallets: [],
      explorerCount: undefined,
      everyExplorerWallet: undefined,
      answered: false,
    });
  }
}
