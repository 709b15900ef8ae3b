import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { type WalletConnectSession } from '../ports/WalletConnectClient';
import { type WalletConnectSessionProvider } from '../ports/WalletConnectSessionProviders';

/** The id of the WalletConnect connector in every namespace (stored as the connected connector id). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect';

/** The WalletConnect entry of the Connect view (SPEC §2 connector type `walletConnect`), before a session. */
export function walletConnectConnector(namespace: ChainNamespace): Connector {
  return { id: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', type: 'WALLET_CONNECT', chain: namespace };
}

/**
 * The connector of a live session: named after the wallet on the other end, with its icon (or the
 * explorer image of the wallet the visitor picked), and the session as its provider.
 */
export function sessionConnector(
  namespace: ChainNamespace,
  session: WalletConnectSession,
  provider: WalletConnectSessionProvider,
  pickedImageUrl: string | undefined,
): Connector {
  const imageUrl = pickedImageUrl ?? session.peer.icon;
  return {
    ...walletConnectConnector(namespace),
    name: session.peer.name || 'WalletConnect',
    ...(imageUrl === undefined ? {} : { imageUrl }),
    provider,
  };
}
