import { type Address } from 'viem';

/**
 * Where the API's own images live. Token icons and NFT pictures are drawn by the API itself
 * (see `tokenIcon.ts`, `nftImage.ts`) so that the demo shows real images with no internet.
 */
export class AssetUrls {
  constructor(private readonly baseUrl: string) {}

  tokenIcon(symbol: string): string {
    return `${this.baseUrl}/devstack/icons/${encodeURIComponent(symbol)}.svg`;
  }

  nftImage(chainId: number, contract: Address, tokenId: bigint): string {
    return `${this.baseUrl}/devstack/nft/${chainId}/${contract}/${tokenId}.svg`;
  }
}
