import type { Wallet } from '../../domain/wallet/Wallet';

/** REFERENCE §3c `getWallets` query: paging, search and the host's filters. */
export interface WalletQuery {
  readonly page: number;
  readonly entries: number;
  readonly search?: string;
  readonly badge?: 'certified' | 'none';
  readonly include?: readonly string[];
  readonly exclude?: readonly string[];
  /** CAIP-2 ids of the requested networks. */
  readonly chains?: readonly string[];
  readonly rdns?: readonly string[];
}

export interface WalletPage {
  readonly data: readonly Wallet[];
  /** How many wallets match in total, for the "All wallets" count and paging. */
  readonly count: number;
}

/** The wallet explorer: the AllWallets list, search and wallet images. */
export interface WalletRegistry {
  getWallets(query: WalletQuery): Promise<WalletPage>;
  /** A URL the page can show for a wallet's image id. */
  walletImageUrl(imageId: string): string;
}

export const WalletRegistry: unique symbol = Symbol.for('keyport.WalletRegistry');
