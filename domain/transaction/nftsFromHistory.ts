import { type NftInfo, type Transaction } from './Transaction';

/** An NFT the visitor holds, as the NFTs tab shows it. */
export interface OwnedNft {
  /** Stable across pages of history: the same token always gets the same key. */
  readonly key: string;
  readonly name: string;
  readonly previewUrl: string;
  readonly detailUrl: string;
  /** When the visitor received it (ISO-8601), from the transaction that brought it. */
  readonly receivedAt: string;
}

/**
 * The history names an NFT by its name (collection and token number) and its media; the pair is
 * what tells two tokens of one collection apart.
 */
function nftKey(nft: NftInfo): string {
  return `${nft.name}\n${nft.content.detail.url}`;
}

/**
 * The NFTs the visitor holds, read from their history (the blockchain API has no NFT listing
 * call, so the NFTs tab is built from the NFT transfers of the Activity history).
 *
 * A token is held when the visitor's last transfer of it brought it in: received (or minted to
 * them) and not sent on since. Spam NFTs (SPEC §5 flags them) are never listed, and a transfer
 * to oneself changes nothing. `transactions` are newest first, as the history API returns them;
 * the result lists the most recently received first.
 */
export function nftsFromHistory(transactions: readonly Transaction[]): readonly OwnedNft[] {
  const held = new Map<string, OwnedNft>();
  for (const transaction of [...transactions].reverse()) {
    for (const transfer of transaction.transfers ?? []) {
      const nft = transfer.nft_info;
      if (nft === undefined || nft.flags.is_spam) continue;
      const key = nftKey(nft);
      if (transfer.direction === 'in') {
        held.delete(key);
        held.set(key, {
          key,
          name: nft.name,
          previewUrl: nft.content.preview.url,
          detailUrl: nft.content.detail.url,
          receivedAt: transaction.metadata.minedAt,
        });
      } else if (transfer.direction === 'out') {
        held.delete(key);
      }
    }
  }
  return [...held.values()].reverse();
}
