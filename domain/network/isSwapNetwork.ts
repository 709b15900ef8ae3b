import * as E from 'fp-ts/Either';
import { SWAP_SUPPORTED_CHAIN_IDS } from '../constants/limits';
import { parseCaipNetworkId } from './parseCaipNetworkId';

/** SPEC §9 "Swap networks (eip155 ids)": whether swaps and their gas prices are offered on a network. */
export function isSwapNetwork(caipNetworkId: string): boolean {
  const parsed = parseCaipNetworkId(caipNetworkId);
  return (
    E.isRight(parsed) &&
    parsed.right.namespace === 'eip155' &&
    SWAP_SUPPORTED_CHAIN_IDS.includes(Number(parsed.right.reference))
  );
}
