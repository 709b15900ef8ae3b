import { injectable } from 'inversify';
import { type CustomWallet, type Wallet } from '../../domain/wallet/Wallet';

/** A wallet the visitor picked from a list, with the image its tile showed. */
export interface PickedWallet {
  readonly wallet: Wallet | CustomWallet;
  readonly imageUrl: string | undefined;
}

/**
 * The wallets picked in the lists that are reached by WalletConnect or links rather than an
 * installed extension: their connecting views show their links, and the session they end up in
 * shows their name and image and joins the recent wallets.
 */
@injectable()
export class PickedWallets {
  private readonly picked = new Map<string, PickedWallet>();

  remember(wallet: Wallet | CustomWallet, imageUrl: string | undefined): void {
    this.picked.set(wallet.id, { wallet, imageUrl });
  }

  get(walletId: string): PickedWallet | undefined {
    return this.picked.get(walletId);
  }
}
