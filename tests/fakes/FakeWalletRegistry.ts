import {
  type WalletPage,
  type WalletQuery,
  type WalletRegistry,
} from '../../application/ports/WalletRegistry';
import type { Wallet } from '../../domain/wallet/Wallet';

/** A wallet explorer over a fixed list, with the paging, search and filters of REFERENCE §3c. */
export class FakeWalletRegistry implements WalletRegistry {
  readonly queries: WalletQuery[] = [];

  constructor(private readonly wallets: readonly Wallet[]) {}

  async getWallets(query: WalletQuery): Promise<WalletPage> {
    this.queries.push(query);
    const search = query.search?.toLowerCase();
    const matching = this.wallets.filter(
      (wallet) =>
        (search === undefined || wallet.name.toLowerCase().includes(search)) &&
        (query.include === undefined || query.include.length === 0 || query.include.includes(wallet.id)) &&
        !(query.exclude ?? []).includes(wallet.id) &&
        (query.badge !== 'certified' || wallet.badge_type === 'certified'),
    );
    const start = (query.page - 1) * query.entries;
    return { data: matching.slice(start, start + query.entries), count: matching.length };
  }

  walletImageUrl(imageId: string): string {
    return `https://explorer.example/getWalletImage/${imageId}`;
  }
}
