import { type AssetUrls } from '../assets/AssetUrls';
import { type ChainEntry } from '../chains/ChainDirectory';

/** REFERENCE §3a: one token of `GET /v1/convert/tokens`. */
export interface SwapToken {
  readonly name: string;
  readonly symbol: string;
  /** CAIP-10; the native currency as `eip155:<id>:0xEeee…EEeE`. */
  readonly address: string;
  readonly decimals: number;
  readonly logoUri: string;
}

/** Every token of the chain can be swapped: the native currency and each ERC-20 it deployed. */
export function swapTokens(entry: ChainEntry, assets: AssetUrls): SwapToken[] {
  return entry.fungibles.map((fungible) => ({
    name: fungible.name,
    symbol: fungible.symbol,
    address: fungible.caipAddress,
    decimals: fungible.decimals,
    logoUri: assets.tokenIcon(fungible.symbol),
  }));
}
