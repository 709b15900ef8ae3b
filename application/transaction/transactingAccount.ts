import { NoActiveCaipAddressError } from '../../domain/errors/SiwxFlowErrors';
import { NetworkNotActiveError } from '../../domain/errors/TransactionRequestErrors';
import { type CaipNetworkId } from '../../domain/network/CaipNetwork';
import { type ActiveAccount, type ConnectedOnNetwork } from '../account/ActiveAccount';
import { type ChainStore } from '../chain/ChainStore';
import { networkNamed } from './networkNamed';

/**
 * The connected account that makes a transaction, on the network the caller names (the active one
 * when it names none). The wallet must be on that network: a transaction asked for on Ethereum is
 * refused once the visitor has moved to Arbitrum, never sent there instead.
 */
export function transactingAccount(
  account: ActiveAccount,
  chains: ChainStore,
  caipNetworkId?: CaipNetworkId,
): ConnectedOnNetwork {
  const network = networkNamed(chains, caipNetworkId);
  const connected = account.connected();
  if (connected === undefined) throw new NoActiveCaipAddressError();
  if (connected.network.caipNetworkId !== network.caipNetworkId) {
    throw new NetworkNotActiveError(network.caipNetworkId, connected.network.caipNetworkId);
  }
  return connected;
}
