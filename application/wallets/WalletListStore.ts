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
  /** How many wallets the AllWallets list holds; unknown until the explorer answered. */
  readonly totalWalletCount: number | undefined;
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
      totalWalletCount: undefined,
      answered: false,
    });
  }
}
