import { type ChainNamespace } from '../../../domain/chain/ChainNamespace';
import { type ConnectorType } from '../../../domain/connector/Connector';
import { ConnectorStore } from '../../connector/ConnectorStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';
import { cachedSnapshot } from '../state/cachedSnapshot';

export interface GetWalletProviderParameters {
  readonly namespace: ChainNamespace;
}

/** The connected wallet's own provider (an EIP-1193 provider on eip155) and its connector's type. */
export interface WalletProvider {
  readonly walletProvider: unknown;
  readonly walletProviderType: ConnectorType | undefined;
}

export type GetWalletProviderReturnType = WalletProvider;

export type GetWalletProviderErrorType = TypeError;

/**
 * The provider of the wallet connected on `namespace` (REFERENCE §5 `useAppKitProvider`), for a
 * host that talks to the wallet directly; both fields are undefined while none is connected. The
 * same object until the wallet changes.
 *
 * @example
 * const { walletProvider } = getWalletProvider(keyport, { namespace: 'eip155' });
 */
export function getWalletProvider(
  keyport: Keyport,
  parameters: GetWalletProviderParameters,
): GetWalletProviderReturnType {
  const connectors = readingRuntimeOf(keyport, 'getWalletProvider').get(ConnectorStore);
  const connector = connectors.connectedConnector(parameters.namespace);
  const inputs = [connector?.provider, connector?.type];
  return cachedSnapshot(keyport, `walletProvider:${parameters.namespace}`, inputs, () => ({
    walletProvider: connector?.provider,
    walletProviderType: connector?.type,
  }));
}
