import { type Address, createPublicClient, getAddress, http, type PublicClient } from 'viem';
import { type DevChain, type DevNftCollection } from '../../chain/DevChain';
import { badRequest } from '../http/ApiError';
import { caipAddress, caipNetworkId, NATIVE_TOKEN_ADDRESS } from './caip';
import { type Fungible } from './Fungible';
import { NATIVE_CURRENCY } from './nativeCurrency';

/** One dev chain as the API uses it: a client for its node and the tokens it knows. */
export interface ChainEntry {
  readonly chain: DevChain;
  readonly client: PublicClient;
  /** The native currency first, then the chain's ERC-20s in their declared order. */
  readonly fungibles: readonly Fungible[];
}

/**
 * The chains the API serves and what it knows about each: the tokens and collections the dev
 * chain deployed, with their prices. Every other part of the API looks chains up here, so an
 * unknown chain is refused the same way (400) by every call.
 */
export class ChainDirectory {
  private readonly entries: ReadonlyMap<number, ChainEntry>;

  constructor(chains: readonly DevChain[]) {
    this.entries = new Map(chains.map((chain) => [chain.chainId, entryOf(chain)]));
  }

  get all(): readonly ChainEntry[] {
    return [...this.entries.values()];
  }

  find(chainId: number): ChainEntry | undefined {
    return this.entries.get(chainId);
  }

  require(chainId: number, parameter: string): ChainEntry {
    const entry = this.entries.get(chainId);
    if (entry === undefined) {
      throw badRequest('unsupported_chain', `${parameter}: chain ${caipNetworkId(chainId)} is not supported`);
    }
    return entry;
  }

  findFungible(chainId: number, address: Address): Fungible | undefined {
    return this.entries.get(chainId)?.fungibles.find((fungible) => fungible.address === getAddress(address));
  }

  requireFungible(chainId: number, address: Address, parameter: string): Fungible {
    this.require(chainId, parameter);
    const fungible = this.findFungible(chainId, address);
    if (fungible === undefined) {
      throw badRequest(
        'unknown_token',
        `${parameter}: ${caipAddress(chainId, address)} is not a known token`,
      );
    }
    return fungible;
  }

  findCollection(chainId: number, address: Address): DevNftCollection | undefined {
    return this.entries
      .get(chainId)
      ?.chain.nftCollections.find((collection) => getAddress(collection.address) === getAddress(address));
  }
}

function entryOf(chain: DevChain): ChainEntry {
  // No retries: the node is local, and a node that is down should fail the call at once.
  const client = createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0, batch: true }) });
  const native: Fungible = {
    chainId: chain.chainId,
    kind: 'native',
    address: NATIVE_TOKEN_ADDRESS,
    caipAddress: caipAddress(chain.chainId, NATIVE_TOKEN_ADDRESS),
    ...NATIVE_CURRENCY,
    priceUsd: chain.nativePriceUsd,
  };
  const tokens = chain.tokens.map((token): Fungible => ({
    chainId: chain.chainId,
    kind: 'erc20',
    address: getAddress(token.address),
    caipAddress: caipAddress(chain.chainId, getAddress(token.address)),
    name: token.name,
    symbol: token.symbol,
    decimals: token.decimals,
    priceUsd: token.priceUsd,
  }));
  return { chain, client, fungibles: [native, ...tokens] };
}
