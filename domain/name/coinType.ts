import * as E from 'fp-ts/Either';
import { FEATURE_NAMESPACES } from '../constants/limits';
import { type ChainNamespace } from '../chain/ChainNamespace';
import { type CaipNetwork } from '../network/CaipNetwork';
import { InvalidChainIdError } from './NameErrors';

/**
 * The bit that marks a name-service coin type as an EVM chain (ENSIP-11): 2^31. SPEC §5: chain
 * ids from here up cannot carry it.
 */
export const EVM_COIN_TYPE_FLAG = 2_147_483_648;

/**
 * SPEC §5 "EVM chain id must be below 2147483648 to convert to a coin type ("Invalid chainId");
 * coin type is the id OR 2147483648." JavaScript's `|` works on signed 32-bit integers and would
 * give a negative number; for an id below 2^31 the OR is the same as adding the flag, which stays
 * exact: `chainIdToCoinType(1)` is `2147483649`.
 */
export function chainIdToCoinType(chainId: number): E.Either<InvalidChainIdError, number> {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= EVM_COIN_TYPE_FLAG) {
    return E.left(new InvalidChainIdError(chainId));
  }
  return E.right(chainId + EVM_COIN_TYPE_FLAG);
}

/** SPEC §9 "Names: eip155 only." */
export function isNameSupportedNamespace(namespace: ChainNamespace): boolean {
  return (FEATURE_NAMESPACES.names as readonly ChainNamespace[]).includes(namespace);
}

/**
 * The coin type a name is registered under on `network`. Names exist on EVM networks only, so a
 * network of another namespace has no chain id to convert and gives "Invalid chainId" too.
 */
export function coinTypeOfNetwork(network: CaipNetwork): E.Either<InvalidChainIdError, number> {
  if (!isNameSupportedNamespace(network.chainNamespace)) return E.left(new InvalidChainIdError(network.id));
  return chainIdToCoinType(typeof network.id === 'number' ? network.id : parseChainIdText(network.id));
}

function parseChainIdText(text: string): number {
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}
