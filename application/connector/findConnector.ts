import { type ChainNamespace } from '../../domain/chain/ChainNamespace';
import { type Connector } from '../../domain/connector/Connector';
import { WalletUnavailableError } from '../../domain/errors/WalletRequestErrors';

/**
 * The discovered connector a script names by id: in `namespace` when given, else preferably in
 * the active namespace. One that is not there (not installed, gone since discovery) is
 * `WALLET_UNAVAILABLE`; WalletConnect's, which pairs by QR code rather than connecting here, is
 * refused by name.
 */
export function findConnector(
  connectors: readonly Connector[],
  wanted: { readonly id: string; readonly namespace: ChainNamespace | undefined },
  activeNamespace: ChainNamespace | undefined,
): Connector {
  const candidates = connectors.filter(
    (connector) =>
      connector.id === wanted.id && (wanted.namespace === undefined || connector.chain === wanted.namespace),
  );
  const connector = candidates.find((candidate) => candidate.chain === activeNamespace) ?? candidates[0];
  if (connector === undefined) throw new WalletUnavailableError(wanted.id);
  if (connector.type === 'WALLET_CONNECT') {
    throw new TypeError(
      `connect: "${wanted.id}" pairs by QR code; use connect(keyport, { walletConnect: true })`,
    );
  }
  return connector;
}
