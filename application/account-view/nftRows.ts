import { type OwnedNft } from '../../domain/transaction/nftsFromHistory';
import { type NftRow } from './AccountViewRows';

/** The NFTs tab's tiles, shown by their preview image. */
export function nftRows(nfts: readonly OwnedNft[]): readonly NftRow[] {
  return nfts.map((nft) => ({ id: nft.key, name: nft.name, imageUrl: nft.previewUrl }));
}
