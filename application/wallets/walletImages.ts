import { type CustomWallet, type Wallet } from '../../domain/wallet/Wallet';
import { type WalletRegistry } from '../ports/WalletRegistry';
import { type WalletListState } from './WalletListStore';
import { isConnectorEntry, type WalletListEntry } from './WalletListEntry';

/** Where the explorer serves the image of an `image_id` (the WalletRegistry port's rule). */
export type ExplorerImage = (imageId: string) => string;

/** The explorer's image rule, as the registry answers it. */
export function explorerImageOf(registry: Pick<WalletRegistry, 'walletImageUrl'>): ExplorerImage {
  return (imageId) => registry.walletImageUrl(imageId);
}

/** A wallet record's image: its own URL (`image_url`), else the explorer's image of its `image_id`. */
export function walletImageUrl(
  wallet: Wallet | CustomWallet,
  explorerImage: ExplorerImage,
): string | undefined {
  if (wallet.image_url) return wallet.image_url;
  const imageId = 'image_id' in wallet ? wallet.image_id : undefined;
  return imageId ? explorerImage(imageId) : undefined;
}

/**
 * A tile's image: a wallet's own (see `walletImageUrl`), a connector's announced icon, or, for a
 * connector tied to an explorer wallet the lists hold, that wallet's image.
 */
export function entryImageUrl(
  entry: WalletListEntry,
  lists: WalletListState,
  explorerImage: ExplorerImage,
): string | undefined {
  if (!isConnectorEntry(entry)) return walletImageUrl(entry, explorerImage);
  if (entry.imageUrl) return entry.imageUrl;
  const { featuredWallets, recommendedWallets, recentWallets } = lists;
  const wallet = [...featuredWallets, ...recommendedWallets, ...recentWallets].find(
    (known) => known.id === entry.explorerId,
  );
  return wallet === undefined ? undefined : walletImageUrl(wallet, explorerImage);
}
