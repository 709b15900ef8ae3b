import { CHAIN_NAMESPACES, type ChainNamespace } from '../chain/ChainNamespace';
import { type Connector, type ConnectorType } from '../connector/Connector';

/** The connector each namespace is connected with; a namespace without one is not connected. */
export type ConnectedConnectorByNamespace = Readonly<
  Partial<Record<ChainNamespace, Pick<Connector, 'id' | 'type'>>>
>;

/** Connector types that hold one session for several namespaces at once. */
const SHARED_SESSION_CONNECTOR_TYPES: readonly ConnectorType[] = ['WALLET_CONNECT', 'AUTH'];

/**
 * SPEC §4: which namespaces a disconnect ends, in CHAIN_NAMESPACES order.
 *
 * "Disconnects the given namespace plus all other namespaces sharing the same wallet-connect or
 * auth connector": one wallet-connect session (or one embedded-wallet login) serves every
 * namespace it was approved for, so ending it for one ends it for all of them. "With no
 * namespace it disconnects all" connected namespaces. A given namespace is always included,
 * connected or not, so its state is reset either way.
 */
export function namespacesToDisconnect(
  target: ChainNamespace | undefined,
  connectedConnectorByNamespace: ConnectedConnectorByNamespace,
): readonly ChainNamespace[] {
  const connected = CHAIN_NAMESPACES.filter(
    (namespace) => connectedConnectorByNamespace[namespace] !== undefined,
  );
  if (target === undefined) {
    return connected;
  }
  const targetConnector = connectedConnectorByNamespace[target];
  if (!targetConnector || !SHARED_SESSION_CONNECTOR_TYPES.includes(targetConnector.type)) {
    return [target];
  }
  return CHAIN_NAMESPACES.filter((namespace) => {
    const connector = connectedConnectorByNamespace[namespace];
    return (
      connector !== undefined &&
      connector.type === targetConnector.type &&
      connector.id === targetConnector.id
    );
  });
}

/**
 * SPEC §4: "Only the wallet-connect disconnect clears SIWX sessions first": the sessions were
 * signed through that wallet-connect session, which is about to be gone.
 */
export function clearsSiwxSessions(connectorType: ConnectorType): boolean {
  return connectorType === 'WALLET_CONNECT';
}
