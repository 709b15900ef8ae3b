import { type WalletListState } from './WalletListStore';
import { entryImageUrl, type ExplorerImage } from './walletImages';
import { type WalletListEntry } from './WalletListEntry';

/** One wallet of a list as it is shown: what a tile needs, and the record picking it acts on. */
export interface WalletListItem {
  /** The wallet's explorer id, or the connector's id. */
  readonly id: string;
  readonly name: string;
  /** Its image, when it has one (see `entryImageUrl`). */
  readonly imageUrl: string | undefined;
  /** The connector, explorer wallet or custom wallet behind it: what `chooseWallet` acts on. */
  readonly entry: WalletListEntry;
}

export function walletListItem(
  entry: WalletListEntry,
  lists: WalletListState,
  explorerImage: ExplorerImage,
): WalletListItem {
  return { id: entry.id, name: entry.name, imageUrl: entryImageUrl(entry, lists, explorerImage), entry };
}
