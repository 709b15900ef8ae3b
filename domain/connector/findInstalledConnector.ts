import { type ChainNamespace } from '../chain/ChainNamespace';
import { type Wallet } from '../wallet/Wallet';
import { walletBrowserIds } from '../wallet/WalletPlatforms';
import { type Connector } from './Connector';
import { isInstalledConnectorType } from './ConnectorFilters';

/**
 * The installed connector (injected, announced or multi-chain) that stands for an explorer
 * wallet in this browser: the one announcing the wallet's rdns (or, without one, an injected id
 * of the wallet), or the one the adapter already tied to the wallet's explorer id. Picking such
 * a wallet connects its extension directly rather than pairing a phone. When the wallet is
 * installed on several namespaces, the connector of `preferredNamespace` wins.
 */
export function findInstalledConnector(
  wallet: Pick<Wallet, 'id' | 'rdns' | 'injected'>,
  connectors: readonly Connector[],
  preferredNamespace: ChainNamespace | undefined,
): Connector | undefined {
  const browserIds = walletBrowserIds(wallet);
  const matches = connectors.filter(
    (connector) =>
      isInstalledConnectorType(connector.type) &&
      (connector.explorerId === wallet.id ||
        (connector.info?.rdns !== undefined && browserIds.includes(connector.info.rdns))),
  );
  return matches.find((connector) => connector.chain === preferredNamespace) ?? matches[0];
}
