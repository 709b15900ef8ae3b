import type { ChainNamespace } from '../chain/ChainNamespace';

/** A CAIP-2 chain id: `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** A CAIP-10 account id: `namespace:reference:address`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export interface NativeCurrency {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
}

export interface RpcUrlList {
  readonly http: readonly string[];
  readonly webSocket?: readonly string[] | undefined;
}

/** A network as SPEC §3 describes it (hosts may pass their own object of this shape). */
export interface CaipNetwork {
  /** The chain reference: a number for eip155, a genesis-hash prefix string for solana. */
  readonly id: number | string;
  readonly chainNamespace: ChainNamespace;
  readonly caipNetworkId: CaipNetworkId;
  readonly name: string;
  readonly nativeCurrency: NativeCurrency;
  readonly rpcUrls: {
    readonly default: RpcUrlList;
    readonly chainDefault?: RpcUrlList;
  };
  // `| undefined` as viem declares them, so its chain objects fit the network input below.
  readonly blockExplorers?: { readonly default: { readonly name: string; readonly url: string } } | undefined;
  readonly testnet?: boolean | undefined;
  readonly assets?: { readonly imageId?: string; readonly imageUrl?: string };
}

/**
 * A chain as viem defines it (`viem/chains`, `defineChain`), or as AppKit's networks are: viem's
 * fields, with or without the CAIP fields. Keyport takes it as an EVM chain (`eip155:<id>`).
 */
export interface EvmChain extends Omit<CaipNetwork, 'id' | 'chainNamespace' | 'caipNetworkId'> {
  readonly id: number;
  readonly chainNamespace?: 'eip155' | undefined;
  readonly caipNetworkId?: `eip155:${number}` | undefined;
}

/** A network as a host may give it; Keyport keeps its own normalised copy (`CaipNetwork`). */
export type NetworkInput = CaipNetwork | EvmChain;
