import { type CaipNetwork } from '../../domain/network/CaipNetwork';
import { type ConnectedAccount } from '../ports/ChainAdapter';
import { type WalletConnectSession } from '../ports/WalletConnectClient';
import { sessionAddresses } from './sessionAccounts';

/*
 * What only a page holding a WalletConnect session needs, loaded once there is one (with the
 * session's provider, which the deployment makes): how a session stands in for a chain adapter on
 * a WalletConnect-only site.
 */

/**
 * The account a session gives on `network` when no chain adapter stands between (a
 * WalletConnect-only site): the wallet's first address there, every address as an account.
 * Undefined when the wallet shares none there.
 */
export function sessionAccount(
  session: WalletConnectSession,
  network: CaipNetwork,
): ConnectedAccount | undefined {
  const addresses = sessionAddresses(session.accounts, network.caipNetworkId);
  const [address] = addresses;
  if (address === undefined) return undefined;
  return {
    address,
    chainId: network.id,
    accounts: addresses.map((each) => ({ address: each, type: 'eoa' as const })),
  };
}

export { reportAdapterless } from './reportAdapterless';
export { SessionLink } from './SessionLink';
