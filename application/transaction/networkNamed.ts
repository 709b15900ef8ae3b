import { NoActiveCaipNetworkOrClientError } from '../../domain/errors/SiwxFlowErrors';
import { NetworkNotConfiguredError } from '../../domain/errors/NetworkErrors';
import { type CaipNetwork, type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ChainStore } from '../chain/ChainStore';

/**
 * The network a caller names by id, or the active network when it names none. Besides the active
 * network (which may be one the wallet moved to by itself, SPEC §4 UnsupportedChain), only the
 * site's networks can be named: another is refused (`NetworkNotConfiguredError`), as a switch to
 * it is.
 */
export function networkNamed(chains: ChainStore, caipNetworkId?: CaipNetworkId): CaipNetwork {
  const active = chains.get().activeCaipNetwork;
  if (caipNetworkId === undefined || caipNetworkId === active?.caipNetworkId) {
    if (active === undefined) throw new NoActiveCaipNetworkOrClientError();
    return active;
  }
  const configured = chains.allNetworks();
  const network = configured.find((candidate) => candidate.caipNetworkId === caipNetworkId);
  if (network === undefined) {
    throw new NetworkNotConfiguredError(
      caipNetworkId,
      configured.map((candidate) => candidate.caipNetworkId),
    );
  }
  return network;
}
