/** A prefunded account of a dev chain. */
export interface DevAccount {
  readonly address: `0x${string}`;
  readonly privateKey: `0x${string}`;
}

export interface DevToken {
  readonly address: `0x${string}`;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** USD price per whole token in the devstack's price table. */
  readonly priceUsd: number;
}

export interface DevNftCollection {
  readonly address: `0x${string}`;
  readonly name: string;
  readonly symbol: string;
  /** Collections the API flags as spam (their transfers carry `flags.is_spam: true`). */
  readonly isSpam: boolean;
}

/**
 * A running dev chain with its contracts deployed and its history seeded: what the blockchain
 * API, the explorer and the tests read. Close it to stop the chain.
 */
export interface DevChain {
  readonly chainId: number;
  /** `eip155:<chainId>` */
  readonly caipNetworkId: `eip155:${number}`;
  readonly name: string;
  readonly rpcUrl: string;
  readonly accounts: readonly DevAccount[];
  /** ERC-20 tokens: an 18-decimal, a 6-decimal and a zero-decimal one (SPEC §5 filters the last). */
  readonly tokens: readonly DevToken[];
  readonly nftCollections: readonly DevNftCollection[];
  /** USD price of the native token. */
  readonly nativePriceUsd: number;
  close(): Promise<void>;
}
