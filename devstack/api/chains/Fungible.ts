import { type Address } from 'viem';

/** A token the API can price and move: a chain's native currency or one of its ERC-20s. */
export interface Fungible {
  readonly chainId: number;
  readonly kind: 'native' | 'erc20';
  /** The contract, or `NATIVE_TOKEN_ADDRESS` for the native currency. */
  readonly address: Address;
  /** `eip155:<chainId>:<address>` */
  readonly caipAddress: string;
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  /** USD per whole token, from the devstack's price table. */
  readonly priceUsd: number;
}
